import { productCardsFor } from '../../server/services/catalogue/product-cards';
import type { ComponentResolver } from '../../server/services/component-resolver';

/** The grid's products, chosen by its query. */
export const resolve: ComponentResolver<'product-grid'> = productCardsFor;
