/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCopy } from './use-copy';

/**
 * The attribute that makes any element a trigger of this overlay, shown as code that wraps (after the
 * =, so the whole attribute is always visible) with a Copy button that says 'Copied!' for 2000 ms (SPEC 9). When
 * the browser refuses the clipboard, an error says how to copy it by hand.
 *
 * @param props        Props.
 * @param props.postId The overlay's id.
 */
export function TriggerHint( { postId }: { postId: number | null } ) {
	const code = `data-gb-overlay="gb-overlay-${ postId ?? '' }"`;
	const [ state, copy ] = useCopy( code );

	return (
		<div className="gblocks-pro-trigger-hint">
			<p className="gblocks-pro-trigger-hint__help">
				{ __(
					'Any element with this attribute opens this overlay:',
					'gblocks-pro'
				) }
			</p>
			<div className="gblocks-pro-trigger-hint__row">
				{ /* It wraps (after the =, else anywhere), so all of it is always visible. */ }
				<code className="gblocks-pro-trigger-hint__code">
					<span>{ code.slice( 0, code.indexOf( '=' ) + 1 ) }</span>
					<span>{ code.slice( code.indexOf( '=' ) + 1 ) }</span>
				</code>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ copy }
				>
					{ state === 'copied'
						? __( 'Copied!', 'gblocks-pro' )
						: __( 'Copy', 'gblocks-pro' ) }
				</Button>
			</div>
			{ state === 'failed' && (
				<p className="gblocks-pro-trigger-hint__error" role="alert">
					{ __(
						'The browser did not allow copying. Select the attribute and copy it with Ctrl+C (⌘+C on a Mac).',
						'gblocks-pro'
					) }
				</p>
			) }
		</div>
	);
}
