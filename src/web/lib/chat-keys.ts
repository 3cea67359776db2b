// Query keys of chat, shared by the top bar's badge, the live channel and the chat pages,
// so a signal from the server refreshes exactly what it concerns.
export const chatKeys = {
  all: ['chat'] as const,
  inbox: ['chat', 'inbox'] as const,
  unread: ['chat', 'unread'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
};
