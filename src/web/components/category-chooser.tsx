// 'Select a Category to Post or Add' (docs/product.md §2 "Category chooser modal"): the 14 categories, each going
// to /post/{category}. Escape, a click outside and 'Back to Home' close it.
import { Link, useNavigate } from 'react-router';
import { CATEGORIES, postPath } from '../../domain/categories';
import { Dialog } from './ui/dialog';
import { CategoryIcon } from './category-icon';
import { useTranslation } from '../lib/translation';

export function CategoryChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('chooser.title')}
      description={t('chooser.text')}
      size="lg"
    >
      {/* Phones: compact rows, so all 14 and 'Back to Home' fit on one screen. */}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-2.5 md:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.key}>
            <Link
              to={postPath(category.key)}
              replace
              onClick={onClose}
              className="flex min-h-14 items-center gap-2.5 rounded-xl border border-line bg-white px-3 py-2 text-sm leading-tight font-semibold text-ink hover:border-brand-600 hover:bg-brand-50 sm:min-h-24 sm:flex-col sm:justify-center sm:gap-2 sm:text-center"
            >
              <CategoryIcon
                category={category.key}
                className="h-7 w-7 shrink-0 text-brand-700 sm:h-8 sm:w-8"
              />
              {t(category.name)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-center sm:mt-5">
        <button
          type="button"
          data-navigates
          onClick={() => {
            onClose();
            navigate('/', { replace: true });
          }}
          className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
        >
          {t('chooser.backHome')}
        </button>
      </div>
    </Dialog>
  );
}
