<?php
/**
 * `wp gblocks condition …` through the real WP-CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * Every subcommand and format, the export -> import round trip, --dry-run and the bad inputs.
 */
final class Condition_Command_Test extends Cli_Test_Case {

	private const MOBILE = '{"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"device","rule":"mobile","operator":"is","value":""}]}]}';

	public function test_create_list_get_update_delete_in_every_format(): void {
		self::ok( array( 'gblocks', 'category', 'create', 'Promotions', '--for=conditions' ) );
		$id = (int) trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Mobile visitors', '--rules=' . self::MOBILE, '--category=promotions', '--porcelain' ) ) );
		$this->assertGreaterThan( 0, $id );
		$draft = (int) trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Draft one', '--status=draft', '--porcelain' ) ) );

		$list = self::json( array( 'gblocks', 'condition', 'list', '--format=json' ) );
		$this->assertSame( array( $draft, $id ), array_column( $list, 'id' ) );
		$this->assertSame( array( 'id', 'title', 'status', 'category', 'modified' ), array_keys( $list[1] ) );
		$this->assertSame( 'promotions', $list[1]['category'] );
		$this->assertSame( array( $id ), array_column( self::json( array( 'gblocks', 'condition', 'list', '--status=publish', '--format=json' ) ), 'id' ) );
		$this->assertSame( array( $id ), array_column( self::json( array( 'gblocks', 'condition', 'list', '--category=promotions', '--format=json' ) ), 'id' ) );
		$this->assertSame( array( $draft ), array_column( self::json( array( 'gblocks', 'condition', 'list', '--search=Draft', '--format=json' ) ), 'id' ) );
		$this->assertSame( '2', trim( self::ok( array( 'gblocks', 'condition', 'list', '--format=count' ) ) ) );
		$this->assertSame( "id,title\n{$draft},\"Draft one\"\n{$id},\"Mobile visitors\"", trim( self::ok( array( 'gblocks', 'condition', 'list', '--fields=id,title', '--format=csv' ) ) ) );
		$this->assertStringContainsString( "  id: {$id}\n  title: Mobile visitors\n", self::ok( array( 'gblocks', 'condition', 'list', '--fields=id,title', '--format=yaml' ) ) );
		$table = self::ok( array( 'gblocks', 'condition', 'list', '--fields=id,title,status' ) );
		$this->assertMatchesRegularExpression( "/^id\ttitle\tstatus\n{$draft}\tDraft one\tdraft\n{$id}\tMobile visitors\tpublish\n$/", $table );

		$got = self::json( array( 'gblocks', 'condition', 'get', (string) $id, '--format=json' ) );
		$this->assertSame( 'Mobile visitors', $got['title'] );
		// The rules as an object, as `overlay get` gives its settings (issue 37 item 17).
		$this->assertSame( json_decode( self::MOBILE, true ), $got['rules'] );
		$this->assertStringContainsString( "Field\tValue\nid\t{$id}\ntitle\tMobile visitors", self::ok( array( 'gblocks', 'condition', 'get', (string) $id ) ) );
		$this->assertSame( "Field,Value\nstatus,publish", trim( self::ok( array( 'gblocks', 'condition', 'get', (string) $id, '--fields=status', '--format=csv' ) ) ) );
		$this->assertStringContainsString( 'Value: publish', self::ok( array( 'gblocks', 'condition', 'get', (string) $id, '--fields=status', '--format=yaml' ) ) );

		$this->assertStringContainsString( "Success: Updated condition {$draft}.", self::ok( array( 'gblocks', 'condition', 'update', (string) $draft, '--status=publish', '--title=Renamed', '--category=promotions' ) ) );
		$got = self::json( array( 'gblocks', 'condition', 'get', (string) $draft, '--format=json' ) );
		$this->assertSame( array( 'Renamed', 'publish', 'promotions' ), array( $got['title'], $got['status'], $got['category'] ) );

		$this->assertSame( "Success: Deleted condition {$draft}.\nSuccess: Deleted condition {$id}.", trim( self::ok( array( 'gblocks', 'condition', 'delete', (string) $draft, (string) $id ) ) ) );
		$this->assertSame( '0', trim( self::ok( array( 'gblocks', 'condition', 'list', '--format=count' ) ) ) );
	}

	public function test_export_then_import_round_trip_and_dry_run(): void {
		self::ok( array( 'gblocks', 'category', 'create', 'Seasonal', '--for=conditions' ) );
		$first  = (int) trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Round trip', '--rules=' . self::MOBILE, '--category=seasonal', '--porcelain' ) ) );
		$second = (int) trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Second "quoted" ü', '--status=draft', '--porcelain' ) ) );
		$file   = tempnam( sys_get_temp_dir(), 'gb-cli-export' );
		$this->assertStringContainsString( 'Success: Wrote', self::ok( array( 'gblocks', 'condition', 'export', (string) $first, (string) $second, '--file=' . $file ) ) );
		$stdout = self::ok( array( 'gblocks', 'condition', 'export', (string) $first, (string) $second ) );
		$this->assertSame( (string) file_get_contents( $file ), $stdout );
		$export = json_decode( $stdout, true );
		$this->assertSame( 1, $export['version'] );
		$this->assertSame(
			array(
				'title'      => 'Round trip',
				'status'     => 'publish',
				'category'   => array( 'seasonal' ),
				'conditions' => json_decode( self::MOBILE, true ),
			),
			$export['conditions'][0]
		);
		// Each tree is written as the Conditions page's export writes it: JSON.stringify( tree, null, 2 ).
		$this->assertStringContainsString( "\n      \"conditions\": {\n        \"logic\": \"OR\",", $stdout );

		$before = self::ok( array( 'gblocks', 'condition', 'list', '--format=json' ) );
		$this->assertSame( 'Success: Dry run: 2 conditions would be imported. Nothing was written.', trim( self::ok( array( 'gblocks', 'condition', 'import', $file, '--dry-run' ) ) ) );
		$this->assertSame( $before, self::ok( array( 'gblocks', 'condition', 'list', '--format=json' ) ) );

		$ids = array_map( 'intval', explode( "\n", trim( self::ok( array( 'gblocks', 'condition', 'import', $file, '--porcelain' ) ) ) ) );
		$this->assertCount( 2, $ids );
		$again = json_decode( self::ok( array( 'gblocks', 'condition', 'export', (string) $ids[0], (string) $ids[1] ) ), true );
		$this->assertSame( $export, $again );

		// A bare tree as the Conditions page exports it, from standard input, named with --title.
		$result = self::wp( array( 'gblocks', 'condition', 'import', '-', '--title=From the page' ), self::MOBILE );
		$this->assertSame( 0, $result['code'], $result['stderr'] );
		$this->assertMatchesRegularExpression( '/^Success: Imported 1 condition: \d+\.$/', trim( $result['stdout'] ) );
		unlink( $file );
	}

	public function test_import_is_all_or_nothing(): void {
		$count = trim( self::ok( array( 'gblocks', 'condition', 'list', '--format=count' ) ) );
		$file  = tempnam( sys_get_temp_dir(), 'gb-cli-import' );
		file_put_contents(
			$file,
			(string) wp_json_encode(
				array(
					'conditions' => array(
						array(
							'title'      => 'Good',
							'conditions' => json_decode( self::MOBILE, true ),
						),
						array(
							'title'      => 'Bad',
							'conditions' => array(
								'logic'  => 'OR',
								'groups' => array(
									array(
										'logic'      => 'AND',
										'conditions' => array(
											array(
												'type'     => 'no_such_type',
												'rule'     => 'x',
												'operator' => 'is',
												'value'    => '',
											),
										),
									),
								),
							),
						),
					),
				)
			)
		);
		$broken = tempnam( sys_get_temp_dir(), 'gb-cli-import' );
		file_put_contents( $broken, '{"conditions": [{"title": "x", "conditions": ' );
		$unknown = tempnam( sys_get_temp_dir(), 'gb-cli-import' );
		file_put_contents( $unknown, '{"conditions": [{"title": "Unknown category", "category": ["nope"], "conditions": ' . self::MOBILE . '}]}' );
		self::all_fail(
			array(
				array( array( 'gblocks', 'condition', 'import', $file ), 'Condition 2 ("Bad")' ),
				array( array( 'gblocks', 'condition', 'import', $broken ), 'The file is not valid JSON' ),
				array( array( 'gblocks', 'condition', 'import', $unknown, '--dry-run' ), 'there is no category with the slug "nope"' ),
			)
		);
		// Nothing was written: the first record of the first file was valid, and is not there either.
		$this->assertSame( $count, trim( self::ok( array( 'gblocks', 'condition', 'list', '--format=count' ) ) ) );
		unlink( $broken );
		unlink( $unknown );
		unlink( $file );
	}

	public function test_bad_inputs_exit_non_zero_with_one_error_line(): void {
		// Each of these commands also runs in a process of its own above; here their bad inputs, in one.
		self::all_fail(
			array(
				array( array( 'gblocks', 'condition', 'get', '999999' ), 'Condition 999999 not found.' ),
				array( array( 'gblocks', 'condition', 'get', 'abc' ), 'Invalid condition id "abc"' ),
				array( array( 'gblocks', 'condition', 'list', '--format=xml' ), 'Unknown --format "xml"' ),
				array( array( 'gblocks', 'condition', 'get', '1', '--format=count' ), 'Unknown --format "count"' ),
				array( array( 'gblocks', 'condition', 'list', '--fields=id,nope' ), 'Unknown field "nope"' ),
				array( array( 'gblocks', 'condition', 'list', '--status=trash' ), 'Unknown --status "trash"' ),
				array( array( 'gblocks', 'condition', 'create', '--title=x', '--rules={broken' ), '--rules is not valid JSON' ),
				array( array( 'gblocks', 'condition', 'create', '--title=  ' ), 'Please enter a condition name.' ),
				array( array( 'gblocks', 'condition', 'create' ), 'Please enter a condition name.' ),
				array( array( 'gblocks', 'condition', 'create', '--title=x', '--rules={"groups":[{"logic":"XOR","conditions":[]}]}' ), 'The conditions are not valid' ),
				array( array( 'gblocks', 'condition', 'update', '999999', '--title=x' ), 'Condition 999999 not found.' ),
				array( array( 'gblocks', 'condition', 'delete', '999999' ), 'Condition 999999 not found.' ),
				array( array( 'gblocks', 'condition', 'export', '999999' ), 'Condition 999999 not found.' ),
				array( array( 'gblocks', 'condition', 'import', '/nonexistent/file.json' ), 'Cannot read the file "/nonexistent/file.json"' ),
				array( array( 'gblocks', 'condition', 'usage', '999999' ), 'Condition 999999 not found.' ),
			)
		);
	}

	public function test_usage_lists_where_a_condition_is_used(): void {
		$id      = (int) trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Used', '--porcelain' ) ) );
		$content = '<!-- wp:paragraph {"gbBlockCondition":"' . $id . '"} --><p>x</p><!-- /wp:paragraph -->';
		$post    = (int) trim( self::ok( array( 'post', 'create', '--post_title=Uses it', '--post_status=publish', '--post_content=' . $content, '--porcelain' ) ) );
		$rows    = self::json( array( 'gblocks', 'condition', 'usage', (string) $id, '--format=json' ) );
		$this->assertSame( array( $post ), array_column( $rows, 'id' ) );
		$this->assertSame( 'blocks', $rows[0]['section'] );
		$this->assertStringContainsString( 'Uses it', self::ok( array( 'gblocks', 'condition', 'usage', (string) $id ) ) );
	}
}
