/**
 * Internal dependencies
 */
import { cachedBlockCss } from '../canvas-styles';

const DEVICES = [
	{ id: 'desktop', label: 'Desktop', minWidth: 1025 },
	{ id: 'tablet', label: 'Tablet', minWidth: 768, maxWidth: 1024 },
	{ id: 'mobile', label: 'Mobile', maxWidth: 767 },
];

describe( 'the canvas preview styles', () => {
	it( 'compiles a block’s styles once per styles object', () => {
		const styles = { color: 'red' };
		const first = cachedBlockCss( 'x1', styles, DEVICES );
		expect( first ).toBe(
			':where(.block-editor-block-list__block)[data-block="x1"]{color:red;}'
		);
		expect( cachedBlockCss( 'x1', styles, DEVICES ) ).toBe( first );
		expect( cachedBlockCss( 'x2', styles, DEVICES ) ).toBe(
			':where(.block-editor-block-list__block)[data-block="x2"]{color:red;}'
		);
	} );
} );
