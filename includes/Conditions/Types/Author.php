<?php
/**
 * Author: the author of the context post.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;
use GBlocks_Pro\Meta\User_Data_Access;

/**
 * The author type.
 */
final class Author extends Condition_Type {

	private const TEXT_OPERATORS = array( 'exists', 'not_exists', 'equals', 'contains', 'not_contains' );

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'author';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Author', 'gblocks-pro' );
	}

	/**
	 * Rules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		return array(
			'author_id'   => array(
				'label'          => __( 'Author', 'gblocks-pro' ),
				'operators'      => array( 'is', 'is_not', 'includes_any', 'excludes_any' ),
				'value_type'     => 'author_id',
				'supports_multi' => true,
				'object_type'    => 'user',
				'placeholder'    => __( 'All Authors', 'gblocks-pro' ),
			),
			'author_name' => array(
				'label'     => __( 'Author Name', 'gblocks-pro' ),
				'operators' => self::TEXT_OPERATORS,
			),
			'author_meta' => array(
				'label'       => __( 'Author Meta', 'gblocks-pro' ),
				'operators'   => self::TEXT_OPERATORS,
				'value_type'  => 'custom_field',
				'name_label'  => __( 'Meta key', 'gblocks-pro' ),
				'placeholder' => __( 'Meta key', 'gblocks-pro' ),
			),
		);
	}

	/**
	 * The author meta key a row reads when it is private (session_tokens, capabilities, "_" keys…).
	 *
	 * @param string $rule  Rule id.
	 * @param string $value 'key|comparison' for author_meta.
	 */
	public function private_data( string $rule, string $value ): ?string {
		if ( 'author_meta' !== $rule ) {
			return null;
		}
		$key = Compare::split_custom( $value )[0];
		return '' !== $key && Meta_Type::is_private_key( $key ) ? $key : null;
	}

	/**
	 * The author's data a row reads: the meta key of author_meta, display_name for author_name.
	 *
	 * @param string $rule  Rule id.
	 * @param string $value 'key|comparison' for author_meta.
	 * @return array{user: 'visitor'|'author', key: string}|null
	 */
	public function user_data( string $rule, string $value ): ?array {
		if ( 'author_name' === $rule ) {
			return array(
				'user' => 'author',
				'key'  => 'display_name',
			);
		}
		$key = 'author_meta' === $rule ? Compare::split_custom( $value )[0] : '';
		return '' === $key ? null : array(
			'user' => 'author',
			'key'  => $key,
		);
	}

	/**
	 * Evaluates against the context post's author.
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Ids, a name, or 'key|comparison'.
	 * @param Context $context  Context.
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$post      = $context->post();
		$author_id = $post ? (int) $post->post_author : 0;
		if ( $author_id <= 0 ) {
			return false;
		}
		switch ( $rule ) {
			case 'author_id':
				$ids = Compare::ids( $value );
				if ( array() === $ids ) {
					return false;
				}
				$in = in_array( $author_id, $ids, true );
				return in_array( $operator, array( 'is', 'includes_any' ), true ) ? $in : ( in_array( $operator, array( 'is_not', 'excludes_any' ), true ) && ! $in );
			case 'author_name':
				$user = get_userdata( $author_id );
				$name = $user ? (string) $user->display_name : '';
				return Compare::values( '' === $name ? array() : array( $name ), '' !== $name, $operator, $value );
			case 'author_meta':
				list( $key, $expected ) = Compare::split_custom( $value );
				return '' !== $key && Meta_Type::compare_meta( 'user', $author_id, $key, $operator, $expected );
		}
		return false;
	}

	/**
	 * The simulator's sentence for a row of this type (Condition_Type::explain()).
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): string {
		$post   = $context->post();
		$author = $post ? get_userdata( (int) $post->post_author ) : false;
		if ( 'author_meta' === $rule ) {
			list( $key, $expected ) = Compare::split_custom( $value );
			$want                   = Reasons::wants_value( $operator, $expected );
		} elseif ( 'author_id' === $rule ) {
			$names = array();
			foreach ( Compare::ids( $value ) as $id ) {
				// Only users the simulating user may list are named (User_Data_Access::may_list()).
				$user    = User_Data_Access::may_list( get_current_user_id(), $id ) ? get_userdata( $id ) : false;
				$names[] = $user ? (string) $user->display_name : '#' . $id;
			}
			$positive = in_array( $operator, array( 'is', 'includes_any' ), true );
			/* translators: %s: author names. */
			$want = $positive ? sprintf( __( 'an author among %s', 'gblocks-pro' ), implode( ', ', $names ) ) : sprintf( __( 'an author other than %s', 'gblocks-pro' ), implode( ', ', $names ) );
		} else {
			$want = Reasons::wants_value( $operator, $value );
		}
		if ( ! $author ) {
			return Reasons::sentence( __( 'There is no post with an author', 'gblocks-pro' ), $want );
		}
		if ( 'author_meta' === $rule ) {
			$key = Compare::split_custom( $value )[0];
			/* translators: 1: meta key, 2: author name. */
			$fact = metadata_exists( 'user', (int) $author->ID, $key ) ? sprintf( __( 'Author meta "%1$s" of %2$s is set', 'gblocks-pro' ), $key, $author->display_name ) : sprintf( __( 'Author meta "%1$s" of %2$s is not set', 'gblocks-pro' ), $key, $author->display_name );
			return Reasons::sentence( $fact, $want );
		}
		/* translators: %s: author display name. */
		return Reasons::sentence( sprintf( __( 'The post\'s author is %s', 'gblocks-pro' ), $author->display_name ), $want );
	}
}
