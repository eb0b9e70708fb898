/**
 * The referrer type (includes/Conditions/Types/Referrer.php) in the browser.
 */
import { is, values } from '../compare';
import type { BrowserRule } from '../evaluate';

/**
 * The rule of a visitor who came from this address.
 *
 * @param from document.referrer ('' for a direct visit).
 */
export const referrer =
	( from: string ): BrowserRule =>
	( rule, op, value ) =>
		rule === 'direct'
			? is( ! from, op )
			: rule === 'custom' && values( from, op, value );
