/**
 * Import and export of a rule tree as JSON (SPEC §4-5).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ConditionTree, Logic } from '../types';
import { cleanTree } from './validate';

/**
 * The export text: incomplete conditions and empty groups are left out.
 *
 * @param tree Wire tree.
 */
export function exportConditions( tree: ConditionTree ): string {
	return JSON.stringify( cleanTree( tree ), null, 2 );
}

export class ImportError extends Error {}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function present( value: unknown ): boolean {
	return typeof value === 'string'
		? value.trim() !== ''
		: value !== undefined && value !== null;
}

/**
 * Parses and checks pasted JSON. Throws ImportError with the SPEC §5 message (or the JSON parser's)
 * that the import box shows as 'Import failed: {reason}'. Top-level logic is OR unless it is AND (the
 * default of SPEC §3); a group's logic defaults to AND when absent, and any other value is refused.
 *
 * @param text Pasted text.
 */
export function parseImport( text: string ): ConditionTree {
	let parsed: unknown;
	try {
		parsed = JSON.parse( text );
	} catch ( error ) {
		throw new ImportError(
			error instanceof Error ? error.message : String( error )
		);
	}
	if ( ! isRecord( parsed ) || ! Array.isArray( parsed.groups ) ) {
		throw new ImportError(
			__( 'Invalid format: missing groups array', 'gblocks-pro' )
		);
	}
	const topLogic: Logic = parsed.logic === 'AND' ? 'AND' : 'OR';
	const groups = parsed.groups.map(
		( group: unknown, groupIndex: number ) => {
			const groupNumber = groupIndex + 1;
			const logic = isRecord( group )
				? ( group.logic ?? 'AND' )
				: undefined;
			if ( logic !== 'AND' && logic !== 'OR' ) {
				throw new ImportError(
					sprintf(
						/* translators: %d: group number. */
						__(
							'Invalid logic operator in group %d',
							'gblocks-pro'
						),
						groupNumber
					)
				);
			}
			const conditions = isRecord( group ) ? group.conditions : undefined;
			if ( ! Array.isArray( conditions ) ) {
				throw new ImportError(
					sprintf(
						/* translators: %d: group number. */
						__( 'Invalid conditions in group %d', 'gblocks-pro' ),
						groupNumber
					)
				);
			}
			return {
				logic: logic as Logic,
				conditions: conditions.map(
					( row: unknown, rowIndex: number ) => {
						if (
							! isRecord( row ) ||
							! present( row.type ) ||
							! present( row.rule ) ||
							! present( row.operator )
						) {
							throw new ImportError(
								sprintf(
									/* translators: 1: condition number, 2: group number. */
									__(
										'Incomplete condition %1$d in group %2$d',
										'gblocks-pro'
									),
									rowIndex + 1,
									groupNumber
								)
							);
						}
						return {
							type: String( row.type ),
							rule: String( row.rule ),
							operator: String( row.operator ),
							value: present( row.value )
								? String( row.value )
								: '',
						};
					}
				),
			};
		}
	);
	return { logic: topLogic, groups };
}
