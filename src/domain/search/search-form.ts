// A search box sent as a form, before the app has come or without it (decision 221):
// `GET /search?q=<words>&location=<home's place>&back=<the page it was on>`. The server reads the words
// as the app would (search-targets.ts) and sends the browser on to that page. Kept apart from
// search-targets.ts: the boxes draw this address on every page, and the reading is loaded only when
// a search is sent.
export const SEARCH_FORM_PATH = '/search';
