// 'Login into your B/S account' (SPEC §2). The sign-in work (issue 3) owns it.
export function LoginModal() {
  return null;
}
