/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PatternPreview } from './pattern-preview';
import type { Pattern, Viewport } from './types';

/**
 * One pattern opened: its title, Insert (focused on open) and a large preview.
 *
 * @param props             Component props.
 * @param props.pattern     The pattern.
 * @param props.css         The library's styles.
 * @param props.viewport    The preview width.
 * @param props.isInserting Whether an insert is running.
 * @param props.onInsert    Inserts the pattern.
 */
export function PatternDetail( {
	pattern,
	css,
	viewport,
	isInserting,
	onInsert,
}: {
	pattern: Pattern;
	css: string;
	viewport: Viewport;
	isInserting: boolean;
	onInsert: () => void;
} ) {
	const insertRef = useRef< HTMLButtonElement >( null );
	useEffect( () => insertRef.current?.focus(), [] );
	return (
		<section
			className="gblocks-pro-pattern-library__detail"
			aria-label={ pattern.title }
		>
			<div className="gblocks-pro-pattern-library__detail-header">
				<h2>{ pattern.title || __( '(no title)', 'gblocks-pro' ) }</h2>
				<Button
					ref={ insertRef }
					variant="primary"
					isBusy={ isInserting }
					accessibleWhenDisabled
					disabled={ isInserting }
					onClick={ onInsert }
				>
					{ isInserting
						? __( 'Inserting…', 'gblocks-pro' )
						: __( 'Insert', 'gblocks-pro' ) }
				</Button>
			</div>
			<div
				className="gblocks-pro-pattern-library__detail-preview"
				aria-hidden="true"
			>
				<PatternPreview
					content={ pattern.content }
					css={ css }
					viewport={ viewport }
				/>
			</div>
		</section>
	);
}
