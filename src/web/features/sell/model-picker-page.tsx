// /post/{category}/{brand}: 'Select a Model' (SPEC §2 "Model picker").
import { useNavigate, useParams } from 'react-router';
import { findCategory } from '../../../domain/categories';
import { findBrand } from '../../../domain/catalogue';
import { getForm } from '../../../domain/fields';
import { OTHER } from '../../../domain/fields/options';
import { RequireSignIn } from '../../components/require-sign-in';
import { InvalidState } from './components/invalid-state';
import { Picker } from './components/picker';
import { CategoryIcon } from '../../components/category-icon';

export function Component() {
  const params = useParams();
  const category = findCategory(params.category);
  // The OTHER brand has no models: its tile leads straight to the form (SPEC §2).
  const brand = category && params.brand ? findBrand(category.key, params.brand) : undefined;
  const navigate = useNavigate();
  if (!category || !brand) {
    return (
      <InvalidState
        title="Invalid Brand or Category"
        text="Please go back and select a valid option."
        to={category ? `/post/${category.key}` : '/'}
        linkLabel={category ? 'Back to brand' : 'Back to Home'}
      />
    );
  }
  const label = getForm(category.key).modelLabel.toLowerCase();
  const base = `/post/${category.key}/${brand.key}`;
  const items = brand.models.map((model) => ({
    key: model,
    label: model,
    to: `${base}/${encodeURIComponent(model)}`,
  }));
  return (
    <RequireSignIn reason="Sign in to post your ad">
      <Picker
        title="Select a Model"
        eyebrow={
          <span>
            <CategoryIcon category={category.key} size={16} className="inline align-[-3px]" /> {category.name}{' '}
            › {brand.name} · Step 2 of 3
          </span>
        }
        intro={`Which ${brand.name} ${label} are you selling?`}
        back={{ label: 'Back to brand', onClick: () => navigate(`/post/${category.key}`) }}
        items={items}
        other={{ to: `${base}/${OTHER}`, hint: 'Not listed? Type it' }}
        filterLabel={`Search ${brand.name} ${label}s`}
        contact={{
          label: 'Contact support',
          message: `Missing a ${brand.name} ${label}? Choose Other and type its name: your ad works just the same. Write to us through the help links at the bottom of any page and we will add it.`,
        }}
      />
    </RequireSignIn>
  );
}
