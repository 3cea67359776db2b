// Login button when signed out, profile menu when signed in (SPEC §2). The sign-in work (issue 3) owns it.
import { useLoginPrompt, useSession } from '../lib/session';

export function AccountMenu() {
  const { user } = useSession();
  const login = useLoginPrompt();
  if (user) return <span className="text-sm font-medium">{user.name ?? 'My Account'}</span>;
  return (
    <button
      type="button"
      onClick={() => login.open({ returnTo: '/' })}
      className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      Login
    </button>
  );
}
