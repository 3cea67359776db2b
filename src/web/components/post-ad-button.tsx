// The yellow 'Post & Add' button (SPEC §4): signed out → login; signed in → the category chooser.
// The sign-in work (issue 3) owns it and the chooser.
import { useLoginPrompt, useSession } from '../lib/session';

export function PostAdButton() {
  const { user } = useSession();
  const login = useLoginPrompt();
  return (
    <button
      type="button"
      onClick={() => (user ? undefined : login.open({ returnTo: '/' }))}
      className="min-h-11 rounded-full bg-sell px-4 text-sm font-bold text-ink shadow-sm ring-2 ring-sell-dark/40 hover:bg-sell-dark"
    >
      + Post &amp; Add
    </button>
  );
}
