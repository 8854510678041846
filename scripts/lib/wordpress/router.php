<?php
// Router for PHP's built-in server (`php -S 127.0.0.1:<port> router.php`) in front of WordPress:
// existing files (uploads, wp-includes assets, wp-admin/*.php) are served as they are, everything
// else goes to index.php, which is what Apache's rewrite rules do for pretty permalinks (`/wp-json/…`).
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/');
$file = realpath(__DIR__ . $path);
if ($file !== false && str_starts_with($file, __DIR__ . '/') && is_file($file)) {
    if (basename($file) === 'wp-config.php') {
        http_response_code(404);
        return true;
    }
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = __DIR__ . '/index.php';
chdir(__DIR__);
require __DIR__ . '/index.php';
