// The one way a page words a message of the server or of the domain's validation (decision 154). It
// lives in translation.tsx, which every page loads first anyway.
export { useMessageText, type MessageText } from './translation';
