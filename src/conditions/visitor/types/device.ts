/**
 * The device type (includes/Conditions/Types/Device.php) in the browser.
 */
import { is } from '../compare';
import type { BrowserRule } from '../evaluate';

/**
 * Device_Detector::detect() with wp_is_mobile() on a user agent.
 *
 * @param ua User agent.
 */
export function devices( ua: string ): Record< string, boolean > {
	const tablet =
		/iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b|SM-T\d|\bTab\b|Android(?!.*Mobile)/i.test(
			ua
		);
	// Silk/ and Kindle, also mobile on the server, are tablets first (the test above, case-insensitive).
	const mobile =
		! tablet && /Mobile|Android|BlackBerry|Opera M(ini|obi)/.test( ua );
	return {
		mobile,
		tablet,
		desktop: ! mobile && ! tablet,
		ios: /iP(hone|ad|od)/.test( ua ),
		android: /Android/i.test( ua ),
	};
}

/**
 * The rule of a visitor with this user agent. A rule the type does not offer is undefined (or an
 * Object.prototype member): false.
 *
 * @param ua navigator.userAgent.
 */
export const device =
	( ua: string ): BrowserRule =>
	( rule, op ) =>
		is( devices( ua )[ rule ], op );
