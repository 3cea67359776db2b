// Where 'Report' posts as a form (decision 213): the server's popover, and the app's 'Report' checking
// that the popover in the document is this ad's (decision 224). Kept apart from reports.ts, whose form
// rules (zod) the ad page loads only when its dialog opens.
export const reportFormPath = (adId: string) => `/api/ads/${adId}/reports/form`;
