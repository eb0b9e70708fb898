/**
 * WordPress dependencies
 */
import { useInstanceId } from '@wordpress/compose';
import type { ReactNode } from 'react';

/**
 * One group of settings under a heading, its controls evenly spaced.
 *
 * @param props          Props.
 * @param props.title    The heading.
 * @param props.children The controls.
 */
export function Group( {
	title,
	children,
}: {
	title: string;
	children: ReactNode;
} ) {
	const id = useInstanceId( Group, 'gblocks-pro-overlay-settings-group' );
	return (
		<div
			className="gblocks-pro-overlay-settings__group"
			role="group"
			aria-labelledby={ id }
		>
			<h3 id={ id } className="gblocks-pro-overlay-settings__heading">
				{ title }
			</h3>
			<div className="gblocks-pro-overlay-settings__controls">
				{ children }
			</div>
		</div>
	);
}
