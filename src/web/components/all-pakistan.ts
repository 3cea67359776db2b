/** The way out of an empty search in one city: the same search everywhere (issue 8). */
export const ALL_PAKISTAN = 'Search all of Pakistan';
