// 'Filters' as the server draws it (decision 216): on a phone, 'Show Filters' opens it as a native
// popover before the app has come and with JavaScript off, and 'Apply' sends it as a GET form to the
// listing, which the server draws filtered (the search words, the sort and what no field shows go
// along as hidden fields, as in the no-script form). Once the app runs, 'Show Filters' opens the app's
// own sheet instead (its click cancels the popover's), and boot.js takes this out of the document as
// the app starts: the app's panel is then the one set of filters a page holds. Only the
// server draws it, after the app's root (entry-server.tsx): React never hydrates it, so the app's
// first load pays nothing for its fields.
import type { Category } from '../../../../domain/categories';
import { ServerDialog } from '../../../components/ui/server-dialog';
import { useTranslation } from '../../../lib/translation';
import { ApplyButton, FixedFilterFields, KeptParams } from './no-script-filters';

/** The popover's id: FilterToggle names it as a literal, which keeps the page's code smaller. */
export const FILTERS_POPOVER_ID = 'listing-filters-popover';

export function FiltersPopover({ category, params }: { category: Category; params: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <ServerDialog id={FILTERS_POPOVER_ID} title={t('listing.filters')} beforeAppOnly>
      <form method="get" action={category.listingPath} className="mt-3 grid gap-4">
        <FixedFilterFields category={category.key} params={params} idPrefix="popover-filter" />
        <KeptParams category={category.key} params={params} keepSort />
        <ApplyButton />
      </form>
    </ServerDialog>
  );
}
