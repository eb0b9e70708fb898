<?php
/**
 * The save guard's refusal names the block by its title and says where to remove the attribute
 * (issue 31 item 15).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Html_Attributes_Save_Guard;
use GBlocks_Pro\Tests\Test_Case;

/**
 * REST saves by an author, refused for an unsafe attribute on blocks of several kinds.
 */
final class Html_Attributes_Save_Error_Test extends Test_Case {

	/**
	 * Creates a draft through REST as a new author.
	 *
	 * @param string $content Content.
	 * @return array<string, mixed> The error answer.
	 */
	private function refusal( string $content ): array {
		$this->act_as( 'author' );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'   => 'Refused',
				'content' => $content,
				'status'  => 'draft',
			)
		);
		$this->assertStatus( 400, $response );
		$data = (array) $response->get_data();
		$this->assertSame( Html_Attributes_Save_Guard::ERROR_CODE, $data['code'] ?? null );
		return $data;
	}

	public function test_the_error_names_the_block_by_its_title_and_the_section_to_remove_it_from(): void {
		$data = $this->refusal( '<!-- wp:paragraph {"htmlAttributes":{"onclick":"alert(1)"}} --><p>a</p><!-- /wp:paragraph -->' );
		$this->assertSame( 'The attribute "onclick" is not allowed on the Paragraph block. Remove it under Advanced › HTML Attributes.', $data['message'] );
		$this->assertSame( 'onclick', $data['data']['attribute'] );
		$this->assertSame( 'core/paragraph', $data['data']['block'], 'The block name stays in the data for programs.' );
		$this->assertSame( 'Paragraph', $data['data']['block_title'] );
	}

	public function test_a_link_attribute_points_to_link_attributes_and_an_inner_block_is_named(): void {
		$image = '<!-- wp:image {"linkHtmlAttributes":{"href":"javascript:alert(1)"}} --><figure class="wp-block-image"><a href="#"><img src="https://example.org/a.jpg" alt=""/></a></figure><!-- /wp:image -->';
		$data  = $this->refusal( '<!-- wp:group --><div class="wp-block-group">' . $image . '</div><!-- /wp:group -->' );
		$this->assertSame( 'The attribute "href" is not allowed on the Image block. Remove it under Advanced › Link Attributes.', $data['message'] );
	}

	public function test_a_block_type_that_is_not_registered_is_named_by_its_name(): void {
		$data = $this->refusal( '<!-- wp:acme/widget {"htmlAttributes":{"srcdoc":"x"}} /-->' );
		$this->assertSame( 'The attribute "srcdoc" is not allowed on the acme/widget block. Remove it under Advanced › HTML Attributes.', $data['message'] );
		$this->assertSame( 'acme/widget', Html_Attributes_Save_Guard::block_title( 'acme/widget' ) );
		$this->assertSame( 'Heading', Html_Attributes_Save_Guard::block_title( 'core/heading' ) );
	}
}
