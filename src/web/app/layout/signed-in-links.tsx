// The top bar's links for a signed-in person, the chat (with its live channel) and the bell: a chunk of
// its own that a signed-out visitor never fetches (decision 214). TopBar asks for it once a person is
// signed in; on a page the server drew signed in, the part keeps the server's drawing until it has come.
import { ChatLink } from './chat-link';
import { Bell } from '../../components/notifications/bell';

export default function SignedInLinks() {
  return (
    <>
      <ChatLink />
      <Bell />
    </>
  );
}
