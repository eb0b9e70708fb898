/**
 * WordPress dependencies
 */
import { Button, Notice, TextareaControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { COPIED_LABEL_MS } from '../../../shared/query/constants';
import { exportConditions, parseImport } from '../../lib/import-export';
import type { ConditionTree } from '../../types';

export interface ImportExportProps {
	tree: ConditionTree;
	onImport: ( tree: ConditionTree ) => void;
}

type Message = { status: 'success' | 'error'; text: string } | null;

async function copyText(
	text: string,
	fallbackField: HTMLTextAreaElement | null
): Promise< void > {
	if ( window.navigator.clipboard?.writeText ) {
		await window.navigator.clipboard.writeText( text );
		return;
	}
	fallbackField?.select();
	document.execCommand( 'copy' );
}

/**
 * Export the rule tree as JSON (incomplete conditions and empty groups left out) with a copy button,
 * and an import box that replaces the tree after checking the JSON.
 *
 * @param props          Component props.
 * @param props.tree
 * @param props.onImport
 */
export function ImportExport( { tree, onImport }: ImportExportProps ) {
	const [ panel, setPanel ] = useState< 'export' | 'import' | null >( null );
	const [ importText, setImportText ] = useState( '' );
	const [ message, setMessage ] = useState< Message >( null );
	const [ copied, setCopied ] = useState( false );
	const exportRef = useRef< HTMLTextAreaElement >( null );
	const importRef = useRef< HTMLTextAreaElement >( null );

	// An opened panel may be below the fold: bring its text area into view and focus it.
	useEffect( () => {
		const area = panel === 'export' ? exportRef.current : importRef.current;
		if ( ! panel || ! area ) {
			return;
		}
		area.scrollIntoView?.( { block: 'center', behavior: 'smooth' } );
		area.focus( { preventScroll: true } );
	}, [ panel ] );

	useEffect( () => {
		if ( ! copied ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => setCopied( false ),
			COPIED_LABEL_MS
		);
		return () => window.clearTimeout( timer );
	}, [ copied ] );

	const exported = exportConditions( tree );

	const toggle = ( which: 'export' | 'import' ) => {
		setPanel( ( current ) => ( current === which ? null : which ) );
		setMessage( null );
	};

	const runImport = () => {
		if ( ! importText.trim() ) {
			setMessage( {
				status: 'error',
				text: __( 'Please enter conditions to import.', 'gblocks-pro' ),
			} );
			return;
		}
		try {
			onImport( parseImport( importText ) );
		} catch ( error ) {
			setMessage( {
				status: 'error',
				text: sprintf(
					/* translators: %s: why the import failed. */
					__( 'Import failed: %s', 'gblocks-pro' ),
					error instanceof Error ? error.message : String( error )
				),
			} );
			return;
		}
		setImportText( '' );
		setMessage( {
			status: 'success',
			text: __( 'Conditions imported successfully!', 'gblocks-pro' ),
		} );
	};

	return (
		<div className="gblocks-pro-import-export">
			<div className="gblocks-pro-import-export__toggles">
				<Button
					variant="tertiary"
					size="compact"
					aria-expanded={ panel === 'export' }
					onClick={ () => toggle( 'export' ) }
				>
					{ __( 'Export Conditions', 'gblocks-pro' ) }
				</Button>
				<Button
					variant="tertiary"
					size="compact"
					aria-expanded={ panel === 'import' }
					onClick={ () => toggle( 'import' ) }
				>
					{ __( 'Import Conditions', 'gblocks-pro' ) }
				</Button>
			</div>

			{ message && (
				<Notice
					status={ message.status }
					onRemove={ () => setMessage( null ) }
				>
					{ message.text }
				</Notice>
			) }

			{ panel === 'export' && (
				<div className="gblocks-pro-import-export__box">
					<TextareaControl
						__nextHasNoMarginBottom
						ref={ exportRef }
						label={ __(
							'Exported conditions (JSON)',
							'gblocks-pro'
						) }
						value={ exported }
						readOnly
						rows={ 8 }
						onChange={ () => undefined }
					/>
					<Button
						variant="secondary"
						size="compact"
						onClick={ () =>
							copyText( exported, exportRef.current )
								.then( () => setCopied( true ) )
								.catch( () => setCopied( false ) )
						}
					>
						{ copied
							? __( 'Copied!', 'gblocks-pro' )
							: __( 'Copy', 'gblocks-pro' ) }
					</Button>
				</div>
			) }

			{ panel === 'import' && (
				<div className="gblocks-pro-import-export__box">
					<TextareaControl
						__nextHasNoMarginBottom
						ref={ importRef }
						label={ __(
							'Conditions to import (JSON)',
							'gblocks-pro'
						) }
						help={ __(
							'Importing replaces the groups above.',
							'gblocks-pro'
						) }
						value={ importText }
						rows={ 8 }
						onChange={ setImportText }
					/>
					<Button
						variant="secondary"
						size="compact"
						onClick={ runImport }
					>
						{ __( 'Import', 'gblocks-pro' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
