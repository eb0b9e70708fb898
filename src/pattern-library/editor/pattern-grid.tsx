/**
 * The grid of patterns: one tab stop (roving tabindex), arrow keys move between patterns (up and down
 * by a row of the laid-out grid), Home and End jump to the ends, Enter or a click opens a pattern.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PatternPreview } from './pattern-preview';
import type { Pattern, Viewport } from './types';

export interface PatternGridProps {
	patterns: Pattern[];
	css: string;
	viewport: Viewport;
	onOpen: ( pattern: Pattern ) => void;
}

/**
 * How many items share the first row (their top offset), at least 1.
 *
 * @param items The grid's items.
 */
export function columnsOf( items: HTMLElement[] ): number {
	if ( items.length === 0 ) {
		return 1;
	}
	const top = items[ 0 ].offsetTop;
	const count = items.filter( ( item ) => item.offsetTop === top ).length;
	return Math.max( 1, count );
}

/**
 * The index a key moves to, or null when the key does not move.
 *
 * @param key     The key.
 * @param current The current index.
 * @param total   The number of items.
 * @param columns Items per row.
 */
export function nextIndex(
	key: string,
	current: number,
	total: number,
	columns: number
): number | null {
	const last = total - 1;
	switch ( key ) {
		case 'ArrowRight':
			return Math.min( current + 1, last );
		case 'ArrowLeft':
			return Math.max( current - 1, 0 );
		case 'ArrowDown':
			return current + columns <= last ? current + columns : current;
		case 'ArrowUp':
			return current - columns >= 0 ? current - columns : current;
		case 'Home':
			return 0;
		case 'End':
			return last;
		default:
			return null;
	}
}

export function PatternGrid( {
	patterns,
	css,
	viewport,
	onOpen,
}: PatternGridProps ) {
	const [ active, setActive ] = useState( 0 );
	const listRef = useRef< HTMLUListElement >( null );
	const activeIndex = Math.min( active, Math.max( 0, patterns.length - 1 ) );

	// A new list (search, category, page) starts at its first pattern.
	useEffect( () => setActive( 0 ), [ patterns ] );

	function buttons(): HTMLElement[] {
		return Array.from(
			listRef.current?.querySelectorAll< HTMLElement >(
				'.gblocks-pro-pattern-card'
			) ?? []
		);
	}

	function onKeyDown( event: KeyboardEvent< HTMLUListElement > ) {
		const items = buttons();
		const index = nextIndex(
			event.key,
			activeIndex,
			items.length,
			columnsOf( items.map( ( item ) => item.parentElement ?? item ) )
		);
		if ( index === null ) {
			return;
		}
		event.preventDefault();
		setActive( index );
		items[ index ]?.focus();
	}

	return (
		// The keys are handled on the list for every card in it (one roving tab stop).
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<ul
			ref={ listRef }
			className="gblocks-pro-pattern-grid"
			aria-label={ __( 'Patterns', 'gblocks-pro' ) }
			onKeyDown={ onKeyDown }
		>
			{ patterns.map( ( pattern, index ) => (
				<li
					key={ pattern.id }
					className="gblocks-pro-pattern-grid__item"
				>
					{ /* A picture of the pattern: the button below covers the whole card for the pointer. */ }
					<div
						className="gblocks-pro-pattern-card__preview"
						aria-hidden="true"
					>
						<PatternPreview
							content={ pattern.content }
							css={ css }
							viewport={ viewport }
						/>
					</div>
					<button
						type="button"
						className="gblocks-pro-pattern-card"
						tabIndex={ index === activeIndex ? 0 : -1 }
						onFocus={ () => setActive( index ) }
						onClick={ () => onOpen( pattern ) }
					>
						{ pattern.title || __( '(no title)', 'gblocks-pro' ) }
					</button>
				</li>
			) ) }
		</ul>
	);
}
