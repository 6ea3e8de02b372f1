import { Link } from 'wouter';
import type { Category } from '../../api/contracts/entities';

/** The category tree as links to /products?c={slug}. (The filter with checkboxes comes with the catalogue.) */
export function CategoryTree({ categories, onNavigate }: { categories: Category[]; onNavigate: () => void }) {
  if (categories.length === 0) return <p>No categories yet.</p>;
  return (
    <ul className="category-tree">
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={`/products?c=${encodeURIComponent(category.slug)}`} onClick={onNavigate}>{category.name}</Link>
          {category.children.length > 0 ? <CategoryTree categories={category.children} onNavigate={onNavigate} /> : null}
        </li>
      ))}
    </ul>
  );
}
