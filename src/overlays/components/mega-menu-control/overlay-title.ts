/**
 * An overlay's title as text: the overlay list answers { rendered } (the product's shape); older
 * clients typed it as a string.
 *
 * @param title The title field.
 */
export function overlayTitle( title: string | { rendered?: string } ): string {
	return typeof title === 'string' ? title : ( title?.rendered ?? '' );
}
