// /post/{category}: 'Choose Your Brand' (SPEC §2 "Brand picker").
import { useParams } from 'react-router';
import { findCategory } from '../../../domain/categories';
import { getBrands } from '../../../domain/catalogue';
import { getForm } from '../../../domain/fields';
import { OTHER } from '../../../domain/fields/options';
import { RequireSignIn } from '../../components/require-sign-in';
import { InvalidState } from './components/invalid-state';
import { Picker } from './components/picker';
import { useBack } from './hooks/use-back';
import { OTHER_BRAND_SEGMENT } from './lib/post-target';
import { CategoryIcon } from '../../components/category-icon';

export function Component() {
  const { category: key } = useParams();
  const category = findCategory(key);
  const back = useBack('/');
  if (!category) {
    return <InvalidState title="Invalid Category" text="The category you're looking for doesn't exist." />;
  }
  const brandLabel = getForm(category.key).brandLabel;
  const label = brandLabel.toLowerCase();
  const items = getBrands(category.key).map((brand) => ({
    key: brand.key,
    label: brand.name,
    to: `/post/${category.key}/${brand.key}`,
    hint: `${brand.models.length} ${brand.models.length === 1 ? 'option' : 'options'}`,
  }));
  return (
    <RequireSignIn reason="Sign in to post your ad">
      <Picker
        title="Choose Your Brand"
        // SPEC's heading stays; property says what the choice is (issue 8).
        kind={brandLabel === 'Brand' ? undefined : brandLabel.charAt(0) + label.slice(1)}
        eyebrow={
          <span>
            <CategoryIcon category={category.key} size={16} className="inline align-[-3px]" /> Post in{' '}
            {category.name} · Step 1 of 3
          </span>
        }
        intro={`Pick the ${label} of what you are selling.`}
        back={{ label: 'Back to Home', onClick: back }}
        items={items}
        other={{ to: `/post/${category.key}/${OTHER_BRAND_SEGMENT}/${OTHER}`, hint: 'Not listed? Type it' }}
        filterLabel={`Search ${label}s`}
        contact={{
          label: 'Contact us',
          message: `Missing a ${label}? Choose Other and type its name: your ad works just the same. Write to us through the help links at the bottom of any page and we will add the ones sellers ask for.`,
        }}
        avatars
      />
    </RequireSignIn>
  );
}
