<?php
// Installs WordPress and writes the blog seed through WordPress's own PHP API (no WP-CLI).
// Usage: php seed.php <wordpress dir> <seed.json> <wordpress url> [<front-end origin>]
// seed.json is the reference API's blog seed (api/src/seed/blog.ts): the same categories, posts
// (slugs, titles, dates, comment status, featured image or none) and comments.
if (PHP_SAPI !== 'cli') {
    exit(1);
}
[$_, $root, $seedFile, $siteUrl] = $argv;
$frontEnd = $argv[4] ?? '';
$seed = json_decode(file_get_contents($seedFile), true, 512, JSON_THROW_ON_ERROR);
$url = parse_url($siteUrl);
$_SERVER['HTTP_HOST'] = $url['host'] . (isset($url['port']) ? ':' . $url['port'] : '');
$_SERVER['SERVER_NAME'] = $url['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';

define('WP_INSTALLING', true);
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

function fail($message) {
    fwrite(STDERR, "seed: $message\n");
    exit(1);
}

$installed = wp_install('Andaman Island Experts', 'admin', 'admin@example.com', true, '', wp_generate_password(24));
if (is_wp_error($installed['user_id'] ?? null)) {
    fail('install failed');
}
// No default content: the sample post, its comment, the sample and privacy pages.
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $post) {
    wp_delete_post($post->ID, true);
}
foreach ([
    'blogdescription' => 'Travel blog',
    'comment_moderation' => '0',
    'comment_previously_approved' => '1',
    'require_name_email' => '1',
    'comment_registration' => '0',
    'close_comments_for_old_posts' => '0',
    'default_comment_status' => 'open',
    'default_ping_status' => 'closed',
    'page_comments' => '0',
    'andaman_anonymous_comments' => '1',
    // Where readers see posts (the headless front end), for the SEO data's canonical URL.
    'andaman_front_end_origin' => $frontEnd,
] as $name => $value) {
    update_option($name, $value);
}
wp_update_user(['ID' => 1, 'display_name' => 'Island Experts', 'nickname' => 'Island Experts']);
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
$wp_rewrite->flush_rules(false);

// Categories, in id order; a fresh WordPress numbers them from 2 (1 is "Uncategorized"), as the seed does.
$categoryIds = [];
foreach ($seed['categories'] as $category) {
    $term = wp_insert_term(html_entity_decode($category['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8'), 'category', [
        'slug' => $category['slug'],
        'description' => $category['description'],
    ]);
    if (is_wp_error($term)) {
        fail('category ' . $category['slug'] . ': ' . $term->get_error_message());
    }
    $categoryIds[$category['id']] = $term['term_id'];
}
// "Uncategorized" goes: the seed has no such category.
$first = reset($categoryIds);
update_option('default_category', $first);
wp_delete_term(1, 'category');

/** A featured image for a post: a local PNG drawn with GD (no network at run time). */
function andaman_image_file($slug, $title) {
    $width = 1200;
    $height = 630;
    $image = imagecreatetruecolor($width, $height);
    $hash = crc32($slug);
    $sea = imagecolorallocate($image, 10 + ($hash & 0x3f), 90 + (($hash >> 8) & 0x3f), 140 + (($hash >> 16) & 0x3f));
    $sand = imagecolorallocate($image, 236, 218, 170);
    $sun = imagecolorallocate($image, 255, 214, 90);
    $white = imagecolorallocate($image, 255, 255, 255);
    imagefilledrectangle($image, 0, 0, $width, $height, $sea);
    imagefilledellipse($image, 960, 150, 140, 140, $sun);
    imagefilledrectangle($image, 0, 470, $width, $height, $sand);
    $text = wp_strip_all_tags(html_entity_decode($title, ENT_QUOTES | ENT_HTML5, 'UTF-8'));
    imagestring($image, 5, 60, 400, substr($text, 0, 100), $white);
    ob_start();
    imagepng($image, null, 6);
    $bytes = ob_get_clean();
    imagedestroy($image);
    return $bytes;
}
// Only the full size: intermediate sizes are not used by the site and cost seconds.
add_filter('intermediate_image_sizes_advanced', '__return_empty_array');

$wpDate = fn ($iso) => str_replace('T', ' ', $iso);
$postIds = [];
foreach ($seed['posts'] as $post) {
    $hostile = str_contains($post['title'], '<script');
    if ($hostile) {
        // An editor with unfiltered_html saved it: nothing stripped on the way in.
        kses_remove_filters();
    }
    $id = wp_insert_post([
        'import_id' => $post['id'],
        'post_type' => 'post',
        'post_status' => 'publish',
        'post_author' => 1,
        'post_title' => wp_slash($post['title']),
        'post_name' => $post['slug'],
        'post_excerpt' => wp_slash($post['excerpt']),
        'post_content' => wp_slash($post['content']),
        'post_date' => $wpDate($post['dateGmt']),
        'post_date_gmt' => $wpDate($post['dateGmt']),
        'comment_status' => $post['commentStatus'],
        'ping_status' => 'closed',
        'post_category' => array_map(fn ($c) => $categoryIds[$c], $post['categoryIds']),
    ], true);
    if ($hostile) {
        kses_init_filters();
    }
    if (is_wp_error($id)) {
        fail('post ' . $post['slug'] . ': ' . $id->get_error_message());
    }
    $postIds[$post['id']] = $id;
    if ($post['mediaId'] > 0) {
        $upload = wp_upload_bits($post['slug'] . '.png', null, andaman_image_file($post['slug'], $post['title']), '2026/01');
        if ($upload['error']) {
            fail('image ' . $post['slug'] . ': ' . $upload['error']);
        }
        $attachment = wp_insert_attachment([
            'import_id' => $post['mediaId'],
            'post_mime_type' => 'image/png',
            'post_title' => wp_slash(wp_strip_all_tags($post['imageAlt'])),
            'post_content' => '',
            'post_status' => 'inherit',
            'post_date' => $wpDate($post['dateGmt']),
            'post_date_gmt' => $wpDate($post['dateGmt']),
        ], $upload['file'], $id, true);
        if (is_wp_error($attachment)) {
            fail('attachment ' . $post['slug'] . ': ' . $attachment->get_error_message());
        }
        wp_update_attachment_metadata($attachment, wp_generate_attachment_metadata($attachment, $upload['file']));
        update_post_meta($attachment, '_wp_attachment_image_alt', wp_slash($post['imageAlt']));
        set_post_thumbnail($id, $attachment);
    }
}

$lastComment = 0;
foreach ($seed['comments'] as $comment) {
    $commentId = wp_insert_comment(wp_slash([
        'comment_post_ID' => $postIds[$comment['postId']],
        'comment_parent' => 0,
        'comment_author' => $comment['authorName'],
        'comment_author_email' => $comment['authorEmail'],
        'comment_author_url' => '',
        'comment_author_IP' => '',
        'comment_content' => $comment['content'],
        'comment_date' => $wpDate($comment['dateGmt']),
        'comment_date_gmt' => $wpDate($comment['dateGmt']),
        'comment_approved' => $comment['status'] === 'approved' ? 1 : 0,
        'comment_type' => 'comment',
    ]));
    if (!$commentId) {
        fail('comment on post ' . $comment['postId']);
    }
    $lastComment = max($lastComment, $commentId);
}
update_option('andaman_seeded_comment_max', $lastComment);

$mismatched = array_filter($categoryIds, fn ($wpId, $seedId) => $wpId !== $seedId, ARRAY_FILTER_USE_BOTH);
echo json_encode([
    'posts' => count($postIds),
    'comments' => count($seed['comments']),
    'categories' => $categoryIds,
    'sameCategoryIds' => count($mismatched) === 0,
]), "\n";
