/**
 * The blocks.registerBlockType filter: our attributes from src/blocks/attributes.json (the schema PHP
 * registers too), 'all' on every block type and 'blocks' on the named ones. A block's own attribute of
 * the same name is never overwritten.
 */

/**
 * WordPress dependencies
 */
import type { BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import schema from '../blocks/attributes.json';

/** The types of the schema's attributes (generated from it), for the features that read them. */
export type {
	BlockAttributes,
	BlockTypeAttributes,
} from '../blocks/attributes.generated';

type AttributeSchema = Record< string, unknown >;

const ALL: Record< string, AttributeSchema > = schema.all;
const BY_BLOCK: Record<
	string,
	Record< string, AttributeSchema >
> = schema.blocks;

/**
 * The attributes our schema adds to a block type.
 *
 * @param name Block name.
 */
export function schemaAttributes(
	name: string
): Record< string, AttributeSchema > {
	return { ...ALL, ...( BY_BLOCK[ name ] ?? {} ) };
}

/**
 * @param settings Block settings.
 * @param name     Block name.
 */
export function addSchemaAttributes< T extends Partial< BlockConfiguration > >(
	settings: T,
	name: string
): T {
	const own = ( settings.attributes ?? {} ) as Record< string, unknown >;
	const added = Object.fromEntries(
		Object.entries( schemaAttributes( name ) ).filter(
			( [ attribute ] ) => ! ( attribute in own )
		)
	);
	if ( Object.keys( added ).length === 0 ) {
		return settings;
	}
	return {
		...settings,
		attributes: { ...added, ...own },
	};
}
