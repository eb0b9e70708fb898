/**
 * View CSS: the CSS the server compiled and sanitised for a class (gb_style_css).
 */

/**
 * WordPress dependencies
 */
import { Modal, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GlobalClass } from '../types';

export function CssModal( {
	item,
	onClose,
}: {
	item: GlobalClass;
	onClose: () => void;
} ) {
	const css = item.css.replace( /}/g, '}\n' ).trim();
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: class selector. */
				__( 'CSS: %s', 'gblocks-pro' ),
				item.selector
			) }
			onRequestClose={ onClose }
			size="medium"
			className="gblocks-pro-class-css"
		>
			{ item.status !== 'publish' && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'This class is a draft: pages do not print it until it is published.',
						'gblocks-pro'
					) }
				</Notice>
			) }
			{ css ? (
				<pre tabIndex={ 0 } aria-label={ __( 'CSS', 'gblocks-pro' ) }>
					{ css }
				</pre>
			) : (
				<p>{ __( 'This class has no CSS yet.', 'gblocks-pro' ) }</p>
			) }
		</Modal>
	);
}
