// Seller pages (decision 185): the API routes and the page's preview tags.
export { sellersRoutes } from './routes';
export { sellerHeadTags } from './head-tags';
