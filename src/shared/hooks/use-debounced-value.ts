/**
 * The one debounce hook of the pickers and searches.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * The value, once it has not changed for `delay` ms.
 *
 * @param value The changing value.
 * @param delay Milliseconds.
 */
export function useDebouncedValue< T >( value: T, delay: number ): T {
	const [ debounced, setDebounced ] = useState( value );
	useEffect( () => {
		const timer = window.setTimeout( () => setDebounced( value ), delay );
		return () => window.clearTimeout( timer );
	}, [ value, delay ] );
	return debounced;
}
