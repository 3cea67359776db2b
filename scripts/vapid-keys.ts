// `npm run vapid-keys`: a new VAPID key pair for web push (decision 095). Put the two lines in the
// server's environment; keep the private key secret, and keep the pair: changing it drops every
// browser's subscription.
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('# optional: VAPID_SUBJECT=mailto:you@example.pk (defaults to PUBLIC_URL)');
