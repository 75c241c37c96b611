/* SPDX-License-Identifier: MIT
 *
 * workload.c - a deterministic SQLite workload for the gmonview benchmark.
 *
 * Copyright (c) the gmonview authors.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a
 * copy of this software and associated documentation files (the "Software"),
 * to deal in the Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, sublicense,
 * and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
 * FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 * DEALINGS IN THE SOFTWARE.
 *
 * Usage: workload [SCALE [DBFILE]]
 *
 * SCALE (default 100) sets the number of rows: 1000*SCALE orders.  With
 * DBFILE the database lives in that file (deleted first), otherwise in
 * memory.  The program is linked with the SQLite amalgamation and built with
 * -pg, so running it leaves a gmon.out with a large, varied profile:
 * parser, code generator, VDBE, B-tree, pager, sorter, expression and
 * string functions, JSON, window functions, recursive CTEs, ...
 *
 * Everything is deterministic (own PRNG, fixed seeds), so two runs with the
 * same SCALE execute the same SQL.
 */

#include "sqlite3.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sqlite3 *db;
static unsigned long long rng_state = 0x9E3779B97F4A7C15ull;

static unsigned rnd(void)
{
    /* xorshift64* */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (unsigned)((rng_state * 0x2545F4914F6CDD1Dull) >> 32);
}

static void die(const char *what)
{
    fprintf(stderr, "workload: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
}

static void exec(const char *sql)
{
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "workload: %s\n  in: %s\n", err ? err : "?", sql);
        sqlite3_free(err);
        exit(1);
    }
}

static sqlite3_stmt *prepare(const char *sql)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        die(sql);
    return st;
}

/* Runs a query, folds every column of every row into a checksum. */
static unsigned long long query(const char *sql)
{
    sqlite3_stmt *st = prepare(sql);
    unsigned long long sum = 0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int n = sqlite3_column_count(st);
        for (int i = 0; i < n; i++) {
            switch (sqlite3_column_type(st, i)) {
            case SQLITE_INTEGER:
                sum = sum * 31 + (unsigned long long)sqlite3_column_int64(st, i);
                break;
            case SQLITE_FLOAT:
                sum = sum * 31 + (unsigned long long)(sqlite3_column_double(st, i) * 100.0);
                break;
            case SQLITE_TEXT: {
                const unsigned char *t = sqlite3_column_text(st, i);
                while (t && *t)
                    sum = sum * 131 + *t++;
                break;
            }
            default:
                sum = sum * 7 + 1;
            }
        }
    }
    if (rc != SQLITE_DONE)
        die(sql);
    sqlite3_finalize(st);
    return sum;
}

static const char *const words[] = {
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
    "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa",
    "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
    "xray", "yankee", "zulu",
};
#define NWORDS (sizeof words / sizeof words[0])

static const char *const cities[] = {
    "Amsterdam", "Berlin", "Cairo", "Dakar", "Edinburgh", "Fukuoka", "Geneva",
    "Hanoi", "Istanbul", "Jakarta", "Kyoto", "Lima", "Madrid", "Nairobi",
    "Oslo", "Porto", "Quito", "Riga", "Seoul", "Tunis",
};
#define NCITIES (sizeof cities / sizeof cities[0])

static void make_text(char *buf, size_t size, int nwords)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < nwords && len + 12 < size; i++) {
        const char *w = words[rnd() % NWORDS];
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? " " : "", w);
    }
}

static void create_schema(void)
{
    exec("CREATE TABLE customer("
         " id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT,"
         " age INTEGER, balance REAL, tags TEXT)");
    exec("CREATE TABLE product("
         " id INTEGER PRIMARY KEY, name TEXT, category TEXT, price REAL,"
         " description TEXT)");
    exec("CREATE TABLE orders("
         " id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(id),"
         " product_id INTEGER REFERENCES product(id), qty INTEGER,"
         " day INTEGER, note TEXT)");
    exec("CREATE TABLE kv(k TEXT PRIMARY KEY, v BLOB) WITHOUT ROWID");
    exec("CREATE TABLE audit(id INTEGER PRIMARY KEY, what TEXT, n INTEGER)");
    exec("CREATE TRIGGER orders_del AFTER DELETE ON orders BEGIN"
         " INSERT INTO audit(what, n) VALUES('delete', old.id); END");
}

static void fill(int ncust, int nprod, int norders)
{
    char text[256], name[64];

    exec("BEGIN");
    sqlite3_stmt *st = prepare("INSERT INTO customer(name, city, age, balance, tags)"
                               " VALUES(?1, ?2, ?3, ?4, json_array(?5, ?6))");
    for (int i = 0; i < ncust; i++) {
        snprintf(name, sizeof name, "%s %s %d", words[rnd() % NWORDS],
                 words[rnd() % NWORDS], i);
        sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 2, cities[rnd() % NCITIES], -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 3, 18 + (int)(rnd() % 70));
        sqlite3_bind_double(st, 4, (double)(rnd() % 1000000) / 100.0);
        sqlite3_bind_text(st, 5, words[rnd() % NWORDS], -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 6, (int)(rnd() % 100));
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert customer");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);

    st = prepare("INSERT INTO product(name, category, price, description)"
                 " VALUES(?1, ?2, ?3, ?4)");
    for (int i = 0; i < nprod; i++) {
        snprintf(name, sizeof name, "%s-%04d", words[rnd() % NWORDS], i);
        sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 2, words[rnd() % 8], -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 3, 1.0 + (double)(rnd() % 50000) / 100.0);
        make_text(text, sizeof text, 4 + (int)(rnd() % 12));
        sqlite3_bind_text(st, 4, text, -1, SQLITE_TRANSIENT);
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert product");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    exec("COMMIT");

    /* Orders in several transactions of 5000 rows. */
    st = prepare("INSERT INTO orders(customer_id, product_id, qty, day, note)"
                 " VALUES(?1, ?2, ?3, ?4, ?5)");
    for (int i = 0; i < norders; i++) {
        if (i % 5000 == 0)
            exec("BEGIN");
        sqlite3_bind_int(st, 1, 1 + (int)(rnd() % (unsigned)ncust));
        sqlite3_bind_int(st, 2, 1 + (int)(rnd() % (unsigned)nprod));
        sqlite3_bind_int(st, 3, 1 + (int)(rnd() % 20));
        sqlite3_bind_int(st, 4, (int)(rnd() % 3650));
        if (rnd() % 3 == 0) {
            make_text(text, sizeof text, 1 + (int)(rnd() % 6));
            sqlite3_bind_text(st, 5, text, -1, SQLITE_TRANSIENT);
        } else {
            sqlite3_bind_null(st, 5);
        }
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert orders");
        sqlite3_reset(st);
        if (i % 5000 == 4999 || i == norders - 1)
            exec("COMMIT");
    }
    sqlite3_finalize(st);

    /* Key/value table filled with INSERT ... SELECT and random blobs. */
    exec("BEGIN");
    st = prepare("INSERT OR REPLACE INTO kv(k, v) VALUES(printf('key-%08x', ?1), randomblob(?2))");
    for (int i = 0; i < norders / 4; i++) {
        sqlite3_bind_int(st, 1, (int)(rnd() % (unsigned)(norders / 2 + 1)));
        sqlite3_bind_int(st, 2, 8 + (int)(rnd() % 64));
        if (sqlite3_step(st) != SQLITE_DONE)
            die("insert kv");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    exec("COMMIT");
}

static void build_indexes(void)
{
    exec("CREATE INDEX orders_cust ON orders(customer_id, day)");
    exec("CREATE INDEX orders_prod ON orders(product_id)");
    exec("CREATE INDEX customer_city ON customer(city, age)");
    exec("CREATE INDEX product_cat ON product(category, price DESC)");
    exec("CREATE INDEX customer_lname ON customer(lower(name))");
    exec("ANALYZE");
}

static unsigned long long run_queries(int rounds)
{
    unsigned long long sum = 0;
    char sql[512];

    for (int r = 0; r < rounds; r++) {
        /* joins and aggregates */
        sum += query("SELECT c.city, count(*), sum(o.qty * p.price), avg(c.age)"
                     " FROM orders o JOIN customer c ON c.id = o.customer_id"
                     " JOIN product p ON p.id = o.product_id"
                     " GROUP BY c.city ORDER BY 3 DESC");
        snprintf(sql, sizeof sql,
                 "SELECT p.category, max(p.price), min(o.day), count(DISTINCT o.customer_id)"
                 " FROM product p JOIN orders o ON o.product_id = p.id"
                 " WHERE o.day BETWEEN %d AND %d GROUP BY p.category",
                 r * 100, r * 100 + 900);
        sum += query(sql);
        /* LIKE / GLOB / string functions */
        snprintf(sql, sizeof sql,
                 "SELECT id, upper(name), length(description) FROM product"
                 " WHERE description LIKE '%%%s%%' AND name GLOB '*%d*'"
                 " ORDER BY price LIMIT 50",
                 words[r % NWORDS], r % 10);
        sum += query(sql);
        snprintf(sql, sizeof sql,
                 "SELECT count(*), group_concat(substr(note, 1, 5), ',')"
                 " FROM orders WHERE note LIKE '%s%%' OR note LIKE '%%%s'",
                 words[(r * 7) % NWORDS], words[(r * 3) % NWORDS]);
        sum += query(sql);
        /* index lookups with a correlated subquery */
        snprintf(sql, sizeof sql,
                 "SELECT c.name, (SELECT sum(qty) FROM orders o WHERE o.customer_id = c.id)"
                 " FROM customer c WHERE c.city = '%s' AND c.age > %d",
                 cities[r % NCITIES], 20 + r % 40);
        sum += query(sql);
        /* window functions */
        sum += query("SELECT customer_id, day, qty,"
                     " sum(qty) OVER (PARTITION BY customer_id ORDER BY day"
                     "                ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),"
                     " rank() OVER (PARTITION BY customer_id ORDER BY qty DESC)"
                     " FROM orders WHERE customer_id % 17 = 3");
        /* recursive CTE */
        sum += query("WITH RECURSIVE seq(n, x) AS (SELECT 1, 1 UNION ALL"
                     " SELECT n + 1, (x * 1103515245 + 12345) % 2147483648 FROM seq"
                     " WHERE n < 20000)"
                     " SELECT count(*), sum(x % 1000), max(printf('%08d', x)) FROM seq");
        /* JSON */
        sum += query("SELECT json_extract(tags, '$[0]'), count(*),"
                     " json_group_array(json_object('id', id, 'b', round(balance, 1)))"
                     " FROM customer WHERE age < 30 GROUP BY 1");
        /* set operations, sorting, DISTINCT */
        sum += query("SELECT customer_id FROM orders WHERE qty > 15"
                     " INTERSECT SELECT id FROM customer WHERE balance > 5000"
                     " EXCEPT SELECT customer_id FROM orders WHERE day < 100");
        sum += query("SELECT DISTINCT lower(name) FROM customer"
                     " WHERE lower(name) > 'm' ORDER BY 1 LIMIT 200");
        /* kv lookups by range */
        snprintf(sql, sizeof sql,
                 "SELECT count(*), sum(length(v)), hex(min(v)) FROM kv"
                 " WHERE k BETWEEN 'key-%04x' AND 'key-%04x'",
                 r * 97, r * 97 + 4000);
        sum += query(sql);
        /* CASE, coalesce, math, date functions */
        sum += query("SELECT CASE WHEN qty < 5 THEN 'small' WHEN qty < 15 THEN 'mid'"
                     " ELSE 'big' END AS sz, count(*), total(coalesce(length(note), 0)),"
                     " max(date('2000-01-01', '+' || day || ' days'))"
                     " FROM orders GROUP BY sz");
    }
    return sum;
}

static void modify(int rounds)
{
    char sql[512];
    for (int r = 0; r < rounds; r++) {
        exec("BEGIN");
        snprintf(sql, sizeof sql,
                 "UPDATE customer SET balance = balance * 1.01, age = age + 1"
                 " WHERE city = '%s'",
                 cities[r % NCITIES]);
        exec(sql);
        snprintf(sql, sizeof sql,
                 "UPDATE orders SET qty = qty + 1, note = coalesce(note, '') || ' %s'"
                 " WHERE day %% 50 = %d",
                 words[r % NWORDS], r % 50);
        exec(sql);
        snprintf(sql, sizeof sql,
                 "UPDATE product SET price = round(price * 0.97, 2)"
                 " WHERE category = '%s'",
                 words[r % 8]);
        exec(sql);
        snprintf(sql, sizeof sql,
                 "DELETE FROM orders WHERE day = %d OR (qty > 19 AND customer_id %% 31 = %d)",
                 r * 3, r % 31);
        exec(sql);
        snprintf(sql, sizeof sql,
                 "DELETE FROM kv WHERE k LIKE 'key-%x%%'", r % 16);
        exec(sql);
        exec("INSERT INTO orders(customer_id, product_id, qty, day, note)"
             " SELECT customer_id, product_id, qty, day + 1, 'copy'"
             " FROM orders WHERE id % 97 = 0");
        exec("COMMIT");
    }
    exec("REINDEX");
}

int main(int argc, char **argv)
{
    int scale = argc > 1 ? atoi(argv[1]) : 100;
    const char *file = argc > 2 ? argv[2] : ":memory:";
    if (scale < 1)
        scale = 1;
    rng_state ^= (unsigned long long)scale * 0x100000001B3ull;

    if (strcmp(file, ":memory:") != 0)
        remove(file);
    if (sqlite3_open(file, &db) != SQLITE_OK)
        die("open");
    exec("PRAGMA journal_mode = MEMORY");
    exec("PRAGMA synchronous = OFF");
    exec("PRAGMA cache_size = -16000");

    int norders = 1000 * scale;
    int ncust = 50 * scale;
    int nprod = 5 * scale + 10;

    create_schema();
    fill(ncust, nprod, norders);
    build_indexes();
    unsigned long long sum = run_queries(scale / 10 + 2);
    modify(scale / 10 + 2);
    sum += run_queries(2);
    sum += query("PRAGMA integrity_check");
    exec("VACUUM");
    sum += query("SELECT count(*), sum(qty) FROM orders");
    sum += query("SELECT count(*) FROM audit");

    printf("scale %d checksum %016llx\n", scale, sum);
    if (sqlite3_close(db) != SQLITE_OK)
        die("close");
    if (strcmp(file, ":memory:") != 0)
        remove(file);
    return 0;
}
