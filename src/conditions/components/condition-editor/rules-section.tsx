/**
 * External dependencies
 */
import type { Dispatch, SetStateAction } from 'react';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useRulesMetadata } from '../../hooks/use-conditions';
import { toEditorTree } from '../../lib/tree';
import {
	cleanTree,
	isRowCompleteFor,
	validateCondition,
} from '../../lib/validate';
import type { ConditionTree, EditorTree } from '../../types';
import { ConditionBuilder } from '../condition-builder';
import { ImportExport } from '../import-export';
import { SimulatorPanel } from '../simulator';
import type { SimulationSubject } from '../simulator/types';

/**
 * What the simulator tests: the complete rows (as a save sends them); nothing while no row is complete,
 * nor while a row holds what a save would refuse (an 'is between' without both dates, a missing value,
 * a query parameter or cookie without its name), nor while a row's rule metadata is loading: the form
 * lists what to complete, and the server is not asked about a tree it would answer 400.
 *
 * @param wireTree The rules as the server stores them.
 */
function useSimulated( wireTree: ConditionTree ) {
	const clean = useMemo( () => cleanTree( wireTree ), [ wireTree ] );
	const rows = clean.groups.flatMap( ( group ) => group.conditions );
	const metadata = useRulesMetadata( rows );
	const ready = rows.every( ( row ) => {
		const known = metadata.get( `${ row.type }|${ row.rule }` );
		return known !== undefined && isRowCompleteFor( row, known );
	} );
	return useMemo< SimulationSubject | null >( () => {
		if ( wireTree.groups.length > 0 && clean.groups.length === 0 ) {
			return null;
		}
		// The name is not the rules' business here: any non-empty name.
		return ! ready || validateCondition( '-', clean ).length > 0
			? null
			: { conditions: clean };
	}, [ wireTree, clean, ready ] );
}

interface RulesSectionProps {
	tree: EditorTree;
	wireTree: ConditionTree;
	onTreeChange: Dispatch< SetStateAction< EditorTree > >;
	/** The keys of the fields the user left (their errors show). */
	touched: Set< string >;
	onTouchedChange: Dispatch< SetStateAction< Set< string > > >;
	/** The server could not read the stored rules: its message. */
	rulesError?: string;
}

/**
 * The Conditions section: the unreadable-rules notice, the rule builder, import/export, the simulator.
 *
 * @param props                 Props.
 * @param props.tree            The rules being edited.
 * @param props.wireTree        The same rules as the server stores them.
 * @param props.onTreeChange    Sets the rules.
 * @param props.touched         The keys of the fields the user left.
 * @param props.onTouchedChange Updates them.
 * @param props.rulesError      The server's message when it could not read the stored rules.
 */
export function RulesSection( {
	tree,
	wireTree,
	onTreeChange,
	touched,
	onTouchedChange,
	rulesError,
}: RulesSectionProps ) {
	const simulated = useSimulated( wireTree );
	return (
		<>
			<h2 className="gblocks-pro-condition-editor__section-title">
				{ __( 'Conditions', 'gblocks-pro' ) }
			</h2>
			{ rulesError && (
				<Notice
					status="error"
					isDismissible={ false }
					className="gblocks-pro-condition-editor__rules-error"
				>
					<p>{ rulesError }</p>
					<p>
						{ __(
							'The stored rules are kept until you save new ones: build the conditions again and save to replace them.',
							'gblocks-pro'
						) }
					</p>
				</Notice>
			) }
			<ConditionBuilder
				tree={ tree }
				onChange={ ( update ) => onTreeChange( update ) }
				touched={ touched }
				onTouch={ ( key ) =>
					onTouchedChange( ( current ) =>
						current.has( key )
							? current
							: new Set( current ).add( key )
					)
				}
			/>
			<ImportExport
				tree={ wireTree }
				onImport={ ( imported ) => {
					onTreeChange( toEditorTree( imported ) );
					onTouchedChange( new Set() );
				} }
			/>
			<SimulatorPanel subject={ simulated } />
		</>
	);
}
