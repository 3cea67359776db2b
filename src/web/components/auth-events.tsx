// Sign-in and sign-out toasts (SPEC §4). The sign-in work (issue 3) owns it.
export function AuthEvents() {
  return null;
}
