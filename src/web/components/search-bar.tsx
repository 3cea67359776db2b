// The search bar with suggestions (SPEC §2, §4). The browse work (issue 4) owns it.
export function SearchBar() {
  return null;
}
