// Real-looking ways people slip contact details into an ad (issue 11), shared by the domain test and
// the API test so both prove the same list. Not used by the app itself.
export const CONTACT_VARIANTS = [
  'Call 03001234567 for details',
  'Contact 0300-1234567 anytime',
  'Number 0321 7654321 evenings only',
  'call 0333-765-4321',
  'Phone: 0345 123 4567',
  '+92 300 1234567 whatsapp',
  '+923001234567',
  '92-300-1234567',
  '0092 321 7654321',
  'rabta: ۰۳۰۰۱۲۳۴۵۶۷',
  'فون ۰۳۲۱-۷۶۵۴۳۲۱',
  'Call (0300) 1234567',
  '0300.123.4567 only serious buyers',
  'Office 042-35761234',
  'whatsapp wa.me/923001234567',
  'Join https://chat.whatsapp.com/AbCdEf123',
  'email me at seller.khan@gmail.com',
  'seller_khan @ yahoo.com',
  'More photos on www.example.pk',
  'See https://mysite.com/phone',
  'Details at olx.com.pk/item/123',
] as const;

/** Ordinary ad text that must still pass. */
export const CLEAN_TEXTS = [
  'Samsung Galaxy S24 Ultra 12/256 with box and charger',
  'Toyota Corolla 2018 1300cc, 45,000 km driven, first owner',
  '10 Marla house in DHA Phase 6, 5 bedrooms',
  'Price Rs. 1,250,000 negotiable, 2 years warranty',
  'iPhone 13 Pro Max 256GB, battery health 89%, PTA approved',
  'Model 2021-2022, chassis checked, token tax paid till 2025',
  'Used for 3.5 years, 10/10 condition',
] as const;
