<?php
/**
 * The dynamic tag syntax, as a table.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

use GBlocks_Pro\Dynamic_Tags\Parser;
use GBlocks_Pro\Dynamic_Tags\Replacer;
use GBlocks_Pro\Dynamic_Tags\Tag;
use PHPUnit\Framework\TestCase;

/**
 * Parser::find_all() and Parser::replace() over tests/php/Dynamic_Tags/fixtures/parser-cases.json.
 * Warnings are errors in this suite (phpunit.xml.dist), so every malformed case also proves "never a
 * warning".
 */
final class Parser_Test extends TestCase {

	/**
	 * The table.
	 *
	 * @return array<string, array{0: string, 1: array<int, array{0: string, 1: array<string, string|true>}>}>
	 */
	public static function cases(): array {
		$data = json_decode( (string) file_get_contents( __DIR__ . '/fixtures/parser-cases.json' ), true );
		return is_array( $data ) ? $data['cases'] : array();
	}

	public function test_the_table_has_at_least_fifty_cases(): void {
		$this->assertGreaterThanOrEqual( 50, count( self::cases() ) );
	}

	/**
	 * Each case finds exactly the expected tags, and replace() swaps exactly those and leaves the
	 * rest of the text (malformed tags included) as written.
	 *
	 * @dataProvider cases
	 *
	 * @param string                                                      $input    Text.
	 * @param array<int, array{0: string, 1: array<string, string|true>}> $expected Tags.
	 */
	public function test_parses( string $input, array $expected ): void {
		$found = array_map(
			static fn( Tag $tag ): array => array( $tag->name, $tag->options ),
			Parser::find_all( $input )
		);
		$this->assertSame( $expected, $found );

		$replaced = Parser::replace( $input, static fn( Tag $tag ): string => '[#]' );
		$this->assertSame( count( $expected ), substr_count( $replaced, '[#]' ) );
		if ( ! $expected ) {
			$this->assertSame( $input, $replaced );
		}
	}

	public function test_replace_keeps_a_tag_the_callback_declines(): void {
		$this->assertSame(
			'a {{unknown x:1}} b 2',
			Parser::replace( 'a {{unknown x:1}} b {{loop_index}}', static fn( Tag $tag ): ?string => 'loop_index' === $tag->name ? '2' : null )
		);
	}

	public function test_parse_accepts_one_tag_alone_only(): void {
		$tag = Parser::parse( ' {{post_meta key:a\|b|required:false}} ' );
		$this->assertInstanceOf( Tag::class, $tag );
		$this->assertSame( 'a|b', $tag->option( 'key' ) );
		$this->assertFalse( $tag->flag( 'required', true ) );
		$this->assertNull( Parser::parse( 'x {{post_meta key:a}}' ) );
		$this->assertNull( Parser::parse( '{{loop_index}}{{loop_index}}' ) );
		$this->assertNull( Parser::parse( '{{ loop_index}}' ) );
	}

	public function test_the_decoder_applies_to_values_after_unescaping(): void {
		$tags = Parser::find_all( '{{post_meta key:a&amp;b\|c}}', static fn( string $value ): string => html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$this->assertSame( array( 'key' => 'a&b|c' ), $tags[0]->options );
	}

	public function test_values_that_decode_to_markup_or_quotes_are_not_tags(): void {
		$decode = array( Replacer::class, 'decode' );
		$this->assertSame( array(), Parser::find_all( '{{post_meta key:&lt;svg onload=alert(1)&gt;}}', $decode ) );
		$this->assertSame( array(), Parser::find_all( '{{post_meta key:a&quot;b}}', $decode ) );
		$this->assertSame( array(), Parser::find_all( '{{post_meta key:a&#39;b}}', $decode ) );
		$this->assertSame( array(), Parser::find_all( '{{post_meta key:a&#x60;b}}', $decode ) );
		$this->assertCount( 1, Parser::find_all( '{{post_meta key:a&amp;b}}', $decode ) );
	}

	public function test_only_known_names_are_tags_and_plugins_register_more(): void {
		$this->assertSame( array(), Parser::find_all( '{{my_tag a:b}}' ) );
		$register = static fn( array $names ): array => array_merge( $names, array( 'my_tag', 'bad name', 42 ) );
		add_filter( 'gblocks_pro_dynamic_tag_names', $register );
		try {
			$tags = Parser::find_all( '{{My_Tag a:b}} {{bad name}}' );
			$this->assertCount( 1, $tags );
			$this->assertSame( 'My_Tag', $tags[0]->name );
			$this->assertSame( array(), Parser::find_all( '{{my_tag a:<i>}}' ) );
		} finally {
			remove_filter( 'gblocks_pro_dynamic_tag_names', $register );
		}
		$this->assertSame( array(), Parser::find_all( '{{my_tag a:b}}', array( Replacer::class, 'decode' ) ) );
	}

	public function test_offsets_point_at_each_tag(): void {
		$text = 'ab {{loop_index}} cd {{loop_item key:x}}';
		$tags = Parser::find_all( $text );
		$this->assertSame( array( 3, 21 ), array_map( static fn( Tag $tag ): int => $tag->offset, $tags ) );
		$this->assertSame( '{{loop_item key:x}}', substr( $text, $tags[1]->offset, strlen( $tags[1]->raw ) ) );
	}
}
