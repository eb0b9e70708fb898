<?php
/**
 * Reasons of location rows: what the simulated page is, what the rule wants.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Simulator;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Registry;

/**
 * The page rules (general, archive, post, taxonomy) describe the simulated main query; the post rules
 * (post_terms, child_of, parent_of) describe the context post.
 */
final class Location_Reasons {

	/**
	 * The reason of a location row.
	 *
	 * @param Condition_Type $type     The location type.
	 * @param string         $rule     Rule id, e.g. post:page.
	 * @param string         $operator Operator.
	 * @param string         $value    Object ids.
	 * @param Context        $context  Context.
	 */
	public static function reason( Condition_Type $type, string $rule, string $operator, string $value, Context $context ): string {
		$family = explode( ':', $rule, 2 )[0];
		$label  = (string) ( $type->rule( $rule )['label'] ?? $rule );
		$sub    = explode( ':', $rule, 2 )[1] ?? '';
		$names  = self::names( $family, $sub, Compare::ids( $value ) );
		if ( array() === $names ) {
			$want = Reasons::positive( $operator, $label );
		} else {
			$op = Registry::operator_labels()[ $operator ] ?? $operator;
			/* translators: 1: rule label, e.g. Page, 2: operator, e.g. "is", 3: titles. */
			$want = sprintf( __( '%1$s %2$s %3$s', 'gblocks-pro' ), $label, $op, Reasons::quoted( $names ) );
		}
		$fact = in_array( $family, array( 'post_terms', 'child_of', 'parent_of' ), true ) ? self::post_fact( $family, $sub, $context ) : self::page_fact( $context->main_query() );
		return Reasons::sentence( $fact, $want );
	}

	/**
	 * What the page is.
	 *
	 * @param \WP_Query $query The simulated main query.
	 */
	private static function page_fact( \WP_Query $query ): string {
		$object = $query->get_queried_object();
		if ( $query->is_404() ) {
			return __( 'The page is a 404 page', 'gblocks-pro' );
		}
		if ( $query->is_front_page() && ! $query->is_singular() ) {
			return __( 'The page is the front page (latest posts)', 'gblocks-pro' );
		}
		if ( $query->is_singular() && $object instanceof \WP_Post ) {
			$type  = get_post_type_object( $object->post_type );
			$title = self::title( $object );
			if ( $query->is_front_page() ) {
				/* translators: %s: page title. */
				return sprintf( __( 'The page is the front page "%s"', 'gblocks-pro' ), $title );
			}
			/* translators: 1: post title, 2: post type name, e.g. Page. */
			return sprintf( __( 'The page is "%1$s" (%2$s)', 'gblocks-pro' ), $title, $type ? $type->labels->singular_name : $object->post_type );
		}
		if ( $query->is_home() ) {
			return __( 'The page is the blog page', 'gblocks-pro' );
		}
		if ( $query->is_search() ) {
			return __( 'The page is search results', 'gblocks-pro' );
		}
		if ( $object instanceof \WP_Term ) {
			$taxonomy = get_taxonomy( $object->taxonomy );
			/* translators: 1: taxonomy name, e.g. Category, 2: term name. */
			return sprintf( __( 'The page is the %1$s archive "%2$s"', 'gblocks-pro' ), $taxonomy ? $taxonomy->labels->singular_name : $object->taxonomy, $object->name );
		}
		if ( $query->is_post_type_archive() && $object instanceof \WP_Post_Type ) {
			/* translators: %s: post type plural name. */
			return sprintf( __( 'The page is the %s archive', 'gblocks-pro' ), $object->labels->name );
		}
		if ( $query->is_author() && $object instanceof \WP_User ) {
			/* translators: %s: author name. */
			return sprintf( __( 'The page is the author archive of %s', 'gblocks-pro' ), $object->display_name );
		}
		if ( $query->is_date() ) {
			return __( 'The page is a date archive', 'gblocks-pro' );
		}
		return $query->is_archive() ? __( 'The page is an archive', 'gblocks-pro' ) : __( 'The page is a listing', 'gblocks-pro' );
	}

	/**
	 * What the context post is (its terms, its parents).
	 *
	 * @param string  $family   post_terms, child_of or parent_of.
	 * @param string  $taxonomy Taxonomy of post_terms.
	 * @param Context $context  Context.
	 */
	private static function post_fact( string $family, string $taxonomy, Context $context ): string {
		$post = $context->post();
		if ( ! $post ) {
			return __( 'There is no post on this page', 'gblocks-pro' );
		}
		$title = self::title( $post );
		if ( 'post_terms' === $family ) {
			$terms = is_object_in_taxonomy( $post->post_type, $taxonomy ) ? get_the_terms( $post, $taxonomy ) : array();
			$names = is_array( $terms ) ? wp_list_pluck( $terms, 'name' ) : array();
			$tax   = get_taxonomy( $taxonomy );
			$label = $tax ? $tax->labels->name : $taxonomy;
			/* translators: 1: post title, 2: taxonomy name, e.g. Categories. */
			return array() === $names ? sprintf( __( 'The post "%1$s" has no %2$s', 'gblocks-pro' ), $title, $label ) : sprintf(
				/* translators: 1: post title, 2: taxonomy name, 3: term names. */
				__( 'The post "%1$s" has the %2$s %3$s', 'gblocks-pro' ),
				$title,
				$label,
				Reasons::quoted( array_map( 'strval', $names ) )
			);
		}
		if ( 'child_of' === $family ) {
			$parents = array_map( static fn( int $id ): string => self::title( $id ), array_map( 'intval', get_post_ancestors( $post ) ) );
			/* translators: 1: post title, 2: parent titles. */
			return array() === $parents ? sprintf( __( 'The post "%s" has no parent', 'gblocks-pro' ), $title ) : sprintf( __( 'The post "%1$s" is below %2$s', 'gblocks-pro' ), $title, Reasons::quoted( $parents ) );
		}
		/* translators: %s: post title. */
		return sprintf( __( 'The post is "%s"', 'gblocks-pro' ), $title );
	}

	/**
	 * Titles of the objects a row names (posts or terms).
	 *
	 * @param string $family Rule family.
	 * @param string $sub    Post type or taxonomy.
	 * @param int[]  $ids    Object ids.
	 * @return string[]
	 */
	private static function names( string $family, string $sub, array $ids ): array {
		$names = array();
		foreach ( $ids as $id ) {
			if ( in_array( $family, array( 'taxonomy', 'post_terms' ), true ) ) {
				$term    = get_term( $id, $sub );
				$names[] = $term instanceof \WP_Term ? $term->name : '#' . $id;
			} else {
				$names[] = self::title( $id );
			}
		}
		return $names;
	}

	/**
	 * A post's title if the current user may read that post, else "#<id>": a rule's value may name
	 * any post (others' drafts, private, pending, scheduled and trashed posts, draft patterns and
	 * overlays), and a condition manager is not always allowed to read them (read_post, as core's
	 * REST routes ask; the page and the context post the same way).
	 *
	 * @param int|\WP_Post $post The post or its id.
	 */
	private static function title( int|\WP_Post $post ): string {
		$id   = $post instanceof \WP_Post ? (int) $post->ID : $post;
		$post = get_post( $post );
		if ( ! $post instanceof \WP_Post ) {
			return '#' . $id;
		}
		return current_user_can( 'read_post', $post->ID ) ? get_the_title( $post ) : '#' . $post->ID;
	}
}
