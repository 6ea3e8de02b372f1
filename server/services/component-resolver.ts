import type { ComponentName, ComponentTypes } from '../../src/generated/components';
import type { Db } from '../db/client';

/** What the server fills in as a component's `response`, from its type's schema. */
export type ResponseOf<N extends ComponentName> = ComponentTypes[N] extends { response?: infer R } ? NonNullable<R> : never;

/**
 * A component type's server-side data: turns the placed component's `logicdata` (owner input, read
 * defensively) into its `response`. Lives in the type's folder as `registry/<type>/resolve.ts`;
 * codegen collects them into server/generated/component-resolvers.ts.
 */
export type ComponentResolver<N extends ComponentName> = (db: Db, websiteId: number, logicdata: unknown) => Promise<ResponseOf<N>>;
