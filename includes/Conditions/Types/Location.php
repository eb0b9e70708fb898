<?php
/**
 * Location: where the visitor is (main query), and the context post's terms and hierarchy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Location_Reasons;

/**
 * The location type.
 */
final class Location extends Condition_Type {

	private const OBJECT_OPERATORS = array( 'is', 'is_not', 'includes_any', 'excludes_any' );
	private const TERM_OPERATORS   = array( 'is', 'is_not', 'includes_any', 'includes_all', 'excludes_any', 'excludes_all' );

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'location';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Location', 'gblocks-pro' );
	}

	/**
	 * Rules: general pages, one rule per public post type and taxonomy, archives, hierarchy.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		$rules = array();
		foreach ( self::general_labels() as $id => $label ) {
			$rules[ 'general:' . $id ] = self::general_rule( $label );
		}

		// Every public post type, attachments included (post:attachment: an attachment's page).
		$post_types = get_post_types( array( 'public' => true ), 'objects' );
		foreach ( $post_types as $type ) {
			$rules[ 'post:' . $type->name ] = self::post_rule( $type );
		}
		foreach ( $post_types as $type ) {
			if ( $type->has_archive ) {
				$rules[ 'archive:' . $type->name ] = self::archive_rule( $type );
			}
		}

		// Every public taxonomy, post formats included: taxonomy:post_format (a format's archive) and
		// post_terms:post_format (the post has that format; a standard post has none).
		$taxonomies = get_taxonomies( array( 'public' => true ), 'objects' );
		foreach ( array( 'taxonomy', 'post_terms' ) as $family ) {
			foreach ( $taxonomies as $taxonomy ) {
				$rules[ $family . ':' . $taxonomy->name ] = self::term_rule( $family, $taxonomy );
			}
		}
		foreach ( array( 'child_of', 'parent_of' ) as $id ) {
			$rules[ $id ] = self::hierarchy_rule( $id );
		}
		return $rules;
	}

	/**
	 * One rule alone (as define_rules() lists it), without building every post type's and taxonomy's.
	 *
	 * @param string $rule Rule id.
	 * @return array<string, mixed>|null
	 */
	protected function define_rule( string $rule ): ?array {
		$parts = explode( ':', $rule, 2 );
		$sub   = $parts[1] ?? '';
		switch ( $parts[0] ) {
			case 'general':
				$labels = self::general_labels();
				return isset( $labels[ $sub ] ) ? self::general_rule( $labels[ $sub ] ) : null;
			case 'post':
			case 'archive':
				$type = '' === $sub ? null : get_post_type_object( $sub );
				if ( ! $type instanceof \WP_Post_Type || ! $type->public ) {
					return null;
				}
				if ( 'post' === $parts[0] ) {
					return self::post_rule( $type );
				}
				return $type->has_archive ? self::archive_rule( $type ) : null;
			case 'taxonomy':
			case 'post_terms':
				$taxonomy = '' === $sub ? false : get_taxonomy( $sub );
				return $taxonomy instanceof \WP_Taxonomy && $taxonomy->public ? self::term_rule( $parts[0], $taxonomy ) : null;
			case 'child_of':
			case 'parent_of':
				return isset( $parts[1] ) ? null : self::hierarchy_rule( $parts[0] );
		}
		return null;
	}

	/**
	 * The general:* rule labels by id, in the editor's order.
	 *
	 * @return array<int|string, string>
	 */
	private static function general_labels(): array {
		return array(
			'site'       => __( 'Entire Site', 'gblocks-pro' ),
			'front_page' => __( 'Front Page', 'gblocks-pro' ),
			'blog'       => __( 'Blog Page', 'gblocks-pro' ),
			'singular'   => __( 'All Singular', 'gblocks-pro' ),
			'archive'    => __( 'All Archives', 'gblocks-pro' ),
			'author'     => __( 'Author Archives', 'gblocks-pro' ),
			'date'       => __( 'Date Archives', 'gblocks-pro' ),
			'search'     => __( 'Search Results', 'gblocks-pro' ),
			'no_results' => __( 'No Results', 'gblocks-pro' ),
			'404'        => __( '404 Page', 'gblocks-pro' ),
		);
	}

	/**
	 * A general:* rule.
	 *
	 * @param string $label Its label.
	 * @return array<string, mixed>
	 */
	private static function general_rule( string $label ): array {
		return array(
			'label'       => $label,
			'group'       => __( 'General', 'gblocks-pro' ),
			'operators'   => array( 'is', 'is_not' ),
			'needs_value' => false,
		);
	}

	/**
	 * A post:{type} rule.
	 *
	 * @param \WP_Post_Type $type A public post type.
	 * @return array<string, mixed>
	 */
	private static function post_rule( \WP_Post_Type $type ): array {
		return array(
			'label'          => $type->labels->singular_name,
			'group'          => __( 'Post Types', 'gblocks-pro' ),
			'operators'      => self::OBJECT_OPERATORS,
			'value_type'     => 'object_selector',
			'supports_multi' => true,
			'value_optional' => true,
			'object_type'    => 'post',
			'object_subtype' => $type->name,
			/* translators: %s: post type plural name, e.g. Pages. */
			'placeholder'    => sprintf( __( 'All %s', 'gblocks-pro' ), $type->labels->name ),
		);
	}

	/**
	 * An archive:{type} rule.
	 *
	 * @param \WP_Post_Type $type A public post type with an archive.
	 * @return array<string, mixed>
	 */
	private static function archive_rule( \WP_Post_Type $type ): array {
		return array(
			/* translators: %s: post type plural name. */
			'label'       => sprintf( __( '%s Archive', 'gblocks-pro' ), $type->labels->name ),
			'group'       => __( 'Archives', 'gblocks-pro' ),
			'operators'   => array( 'is', 'is_not' ),
			'needs_value' => false,
		);
	}

	/**
	 * A taxonomy:{taxonomy} or post_terms:{taxonomy} rule. The same taxonomy appears in both families:
	 * each label says which one, so that the list reads right also where optgroups are not shown.
	 *
	 * @param string       $family   taxonomy or post_terms.
	 * @param \WP_Taxonomy $taxonomy A public taxonomy.
	 * @return array<string, mixed>
	 */
	private static function term_rule( string $family, \WP_Taxonomy $taxonomy ): array {
		if ( 'taxonomy' === $family ) {
			$group = __( 'Taxonomy Archives', 'gblocks-pro' );
			/* translators: %s: taxonomy singular name, e.g. Category. */
			$label = __( 'Archive: %s', 'gblocks-pro' );
		} else {
			$group = __( 'Post Terms', 'gblocks-pro' );
			/* translators: %s: taxonomy singular name, e.g. Category. */
			$label = __( 'Post has %s', 'gblocks-pro' );
		}
		return array(
			'label'          => sprintf( $label, $taxonomy->labels->singular_name ),
			'group'          => $group,
			'operators'      => self::TERM_OPERATORS,
			'value_type'     => 'object_selector',
			'supports_multi' => true,
			'value_optional' => true,
			'object_type'    => 'term',
			'object_subtype' => $taxonomy->name,
			/* translators: %s: taxonomy plural name, e.g. Categories. */
			'placeholder'    => sprintf( __( 'All %s', 'gblocks-pro' ), $taxonomy->labels->name ),
		);
	}

	/**
	 * The child_of or parent_of rule. With no value picked, child_of means "a child of any parent",
	 * parent_of "a parent of any child".
	 *
	 * @param string $id child_of or parent_of.
	 * @return array<string, mixed>
	 */
	private static function hierarchy_rule( string $id ): array {
		return array(
			'label'          => 'child_of' === $id ? __( 'Child Of', 'gblocks-pro' ) : __( 'Parent Of', 'gblocks-pro' ),
			'placeholder'    => 'child_of' === $id ? __( 'All Parents', 'gblocks-pro' ) : __( 'All Children', 'gblocks-pro' ),
			'group'          => __( 'Hierarchy', 'gblocks-pro' ),
			'operators'      => self::OBJECT_OPERATORS,
			'value_type'     => 'hierarchical_object_selector',
			'supports_multi' => true,
			'value_optional' => true,
			'object_type'    => 'post',
		);
	}

	/**
	 * Evaluates a location row.
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Ids (optional for is/is_not).
	 * @param Context $context  Context.
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$parts  = explode( ':', $rule, 2 );
		$family = $parts[0];
		$sub    = $parts[1] ?? '';
		$query  = $context->main_query();
		switch ( $family ) {
			case 'general':
				return self::fact_is( self::general( $sub, $query ), $operator );
			case 'archive':
				return '' !== $sub && self::fact_is( $query->is_post_type_archive( $sub ), $operator );
			case 'post':
				$current = ( '' !== $sub && $query->is_singular( $sub ) ) ? array( (int) $query->get_queried_object_id() ) : array();
				return self::match( $current, $operator, Compare::ids( $value ) );
			case 'taxonomy':
				$term    = $query->get_queried_object();
				$current = ( ( $query->is_tax() || $query->is_category() || $query->is_tag() ) && $term instanceof \WP_Term && $term->taxonomy === $sub ) ? array( (int) $term->term_id ) : array();
				return self::match( $current, $operator, Compare::ids( $value ) );
			case 'post_terms':
				$post = $context->post();
				if ( ! $post || '' === $sub || ! is_object_in_taxonomy( $post->post_type, $sub ) ) {
					return self::match( array(), $operator, Compare::ids( $value ) );
				}
				$terms = get_the_terms( $post, $sub );
				return self::match( is_array( $terms ) ? array_map( static fn( \WP_Term $t ): int => (int) $t->term_id, $terms ) : array(), $operator, Compare::ids( $value ) );
			case 'child_of':
				$post = $context->post();
				return self::match( $post ? array_map( 'intval', get_post_ancestors( $post ) ) : array(), $operator, Compare::ids( $value ) );
			case 'parent_of':
				return self::parent_of( $context->post(), $operator, Compare::ids( $value ) );
		}
		return false;
	}

	/**
	 * The general:* facts of the main query.
	 *
	 * @param string    $which Rule suffix.
	 * @param \WP_Query $query Main query.
	 */
	private static function general( string $which, \WP_Query $query ): bool {
		switch ( $which ) {
			case 'site':
				return true;
			case 'front_page':
				return $query->is_front_page();
			case 'blog':
				return $query->is_home();
			case 'singular':
				return $query->is_singular();
			case 'archive':
				return $query->is_archive();
			case 'author':
				return $query->is_author();
			case 'date':
				return $query->is_date();
			case 'search':
				return $query->is_search();
			case 'no_results':
				// A listing (search, archive, blog) whose main query found nothing; a 404 is not a listing.
				return ! $query->is_404() && ! $query->is_singular() && 0 === (int) $query->post_count;
			case '404':
				return $query->is_404();
		}
		return false;
	}

	/**
	 * Object operators over what the context has. With no ids listed, is/includes_any mean "any".
	 *
	 * @param int[]  $current  Ids the context has.
	 * @param string $operator Operator.
	 * @param int[]  $ids      Ids the rule lists.
	 */
	private static function match( array $current, string $operator, array $ids ): bool {
		if ( array() === $ids ) {
			$has = array() !== $current;
			switch ( $operator ) {
				case 'is':
				case 'includes_any':
				case 'includes_all':
					return $has;
				case 'is_not':
				case 'excludes_any':
				case 'excludes_all':
					return ! $has;
			}
			return false;
		}
		switch ( $operator ) {
			case 'is':
				return Compare::sets( $current, 'includes_any', $ids );
			case 'is_not':
				return Compare::sets( $current, 'excludes_any', $ids );
		}
		return Compare::sets( $current, $operator, $ids );
	}

	/**
	 * Parent of: the context post is an ancestor of one of the listed posts (with no ids: it has children).
	 *
	 * @param \WP_Post|null $post     Context post.
	 * @param string        $operator Operator.
	 * @param int[]         $ids      Listed posts.
	 */
	private static function parent_of( ?\WP_Post $post, string $operator, array $ids ): bool {
		if ( ! $post ) {
			return self::match( array(), $operator, $ids );
		}
		if ( array() === $ids ) {
			$children = get_posts(
				array(
					'post_parent'            => $post->ID,
					'post_type'              => $post->post_type,
					'post_status'            => 'publish',
					'numberposts'            => 1,
					'fields'                 => 'ids',
					'no_found_rows'          => true,
					'update_post_meta_cache' => false,
					'update_post_term_cache' => false,
					'suppress_filters'       => false,
				)
			);
			return self::match( $children ? array( (int) $children[0] ) : array(), $operator, array() );
		}
		$descendants = array();
		foreach ( $ids as $id ) {
			if ( in_array( (int) $post->ID, array_map( 'intval', get_post_ancestors( $id ) ), true ) ) {
				$descendants[] = $id;
			}
		}
		return self::match( $descendants, $operator, $ids );
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
		return Location_Reasons::reason( $this, $rule, $operator, $value, $context );
	}

	/**
	 * A new row starts with "Front page".
	 */
	protected function default_rule(): string {
		return 'general:front_page';
	}
}
