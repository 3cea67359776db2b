// The development sign-in page (docs/architecture.md §6): heading 'Development sign-in', inputs 'Email' and
// 'Name', button 'Sign in'. Plain HTML and CSS, no script, so the strict CSP holds; every value is
// escaped. The authorization request travels on in hidden fields of a same-origin POST form.

import { escapeHtml } from '../../http/html';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:#f6f8f8;color:#14221f;
font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif}
main{width:100%;max-width:420px;background:#fff;border:1px solid #e3e8e7;border-radius:16px;padding:32px 28px;
box-shadow:0 10px 30px rgba(20,34,31,.08)}
.brand{display:inline-block;font-weight:800;font-size:22px;color:#0b4f4a;letter-spacing:-.02em}
.badge{display:inline-block;margin-left:8px;padding:2px 8px;border-radius:999px;background:#fff4d1;color:#6b4e00;
font-size:12px;font-weight:600;vertical-align:middle}
h1{margin:20px 0 6px;font-size:24px;line-height:1.25}
p{margin:0;color:#5b6b68}
form{margin-top:24px;display:grid;gap:16px}
.field{display:grid;gap:6px}
label{font-weight:600;font-size:14px}
input{font:inherit;min-height:44px;padding:10px 12px;border:1px solid #c9d3d1;border-radius:10px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0f6d66;outline-offset:2px}
button{font:inherit;font-weight:700;min-height:48px;border:0;border-radius:10px;background:#0b4f4a;color:#fff;cursor:pointer}
button:hover{background:#083a37}
.error{padding:10px 12px;border-radius:10px;background:#fdecec;color:#8a1c1c;font-size:14px}
.foot{margin-top:20px;display:flex;justify-content:space-between;gap:12px;font-size:14px}
.foot a{color:#0b4f4a;font-weight:600}
.foot span{color:#5b6b68;text-align:right}
`;

/** A development-only page in the look of the development sign-in (also the SMS outbox, phones/). */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icons/favicon-48.png" type="image/png" sizes="48x48">
<title>${escapeHtml(title)} | B/S</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="brand">B/S</span><span class="badge">Development only</span>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  /** The authorization request's parameters, carried on unchanged. */
  params: Record<string, string>;
  email?: string;
  name?: string;
  error?: string;
  cancelUrl: string;
  /** Where the form posts: this issuer's authorization endpoint. */
  action: string;
}

export function signInPage({
  params,
  email = '',
  name = '',
  error,
  cancelUrl,
  action,
}: SignInPageInput): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  return layout(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p>No Google client is configured, so this page stands in for Google. Any email works; the same email is the same person next time.</p>
<form method="post" action="${escapeHtml(action)}">
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
${hidden}
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="200" value="${escapeHtml(email)}" placeholder="ayesha@example.pk"></div>
<div class="field"><label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(name)}" placeholder="Ayesha Khan"></div>
<button type="submit">Sign in</button>
</form>
<div class="foot"><a href="${escapeHtml(cancelUrl)}">Cancel</a><span>Set GOOGLE_CLIENT_ID to use Google.</span></div>`,
  );
}

export function invalidRequestPage(reason: string): string {
  return layout(
    'Sign-in request not valid',
    `<h1>This sign-in request is not valid</h1><p>${escapeHtml(reason)}</p>
<div class="foot"><a href="/">Back to B/S</a></div>`,
  );
}
