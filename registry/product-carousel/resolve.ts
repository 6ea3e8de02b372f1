import { productCardsFor } from '../../server/services/catalogue/product-cards';
import type { ComponentResolver } from '../../server/services/component-resolver';

/** The carousel's products, chosen by its query. */
export const resolve: ComponentResolver<'product-carousel'> = productCardsFor;
