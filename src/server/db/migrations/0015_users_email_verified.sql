-- Moderator rights need the issuer to have verified the address (decision 142). Everyone starts
-- unverified; the next sign-in records the claim.
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;