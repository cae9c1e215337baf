/*
 * Word Thief's exact card search (see cards_core.h): assign.py's Supply.uses and Supply._search, step for step.
 * Each function names the Python it mirrors.
 */
#include "cards_core.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define BITS 5

/* ----- packed counts: 128-bit unsigned arithmetic, as Python's ints on 25 fields of 5 bits ----------------- */

static inline wk_key k_field(int32_t count, int32_t kind) /* count << (BITS * kind) */
{
    wk_key out = {0, 0};
    int shift = BITS * kind;
    uint64_t c = (uint64_t)count;
    if (shift < 64) {
        out.lo = c << shift;
        out.hi = shift ? c >> (64 - shift) : 0;
    } else {
        out.hi = c << (shift - 64);
    }
    return out;
}

static inline wk_key k_add(wk_key a, wk_key b)
{
    wk_key out = {a.lo + b.lo, a.hi + b.hi};
    out.hi += out.lo < a.lo;
    return out;
}

static inline wk_key k_sub(wk_key a, wk_key b)
{
    wk_key out = {a.lo - b.lo, a.hi - b.hi};
    out.hi -= a.lo < b.lo;
    return out;
}

static inline wk_key k_and(wk_key a, wk_key b)
{
    wk_key out = {a.lo & b.lo, a.hi & b.hi};
    return out;
}

static inline wk_key k_or(wk_key a, wk_key b)
{
    wk_key out = {a.lo | b.lo, a.hi | b.hi};
    return out;
}

static inline int k_eq(wk_key a, wk_key b) { return a.lo == b.lo && a.hi == b.hi; }

int wk_cards_of(const int32_t *items, int64_t size, wk_cards *cards)
{
    if (size < 4)
        return -2;
    int32_t n = items[0];
    if (n < 0 || n > WK_MAX_KINDS || items[3] < 1 || size != 4 + 5 * (int64_t)n + items[3])
        return -2;
    cards->nkinds = n;
    cards->multiplier = items[1];
    cards->doubled = items[2];
    cards->nbonus = items[3];
    const int32_t *at = items + 4;
    for (int32_t i = 0; i < n; i++) {
        cards->letters[i] = at[i];
        cards->sources[i] = at[n + i];
        cards->suits[i] = at[2 * n + i];
        cards->values[i] = at[3 * n + i];
        cards->counts[i] = at[4 * n + i];
        if (cards->letters[i] < WK_NONE || (cards->sources[i] != 0 && cards->sources[i] != 1)
            || cards->suits[i] < -1 || cards->counts[i] < 1 || cards->counts[i] > WK_MAX_COUNT)
            return -2;
    }
    cards->bonus = at + 5 * n;
    return 0;
}

/* ----- Supply.uses ------------------------------------------------------------------------------------------ */

typedef struct {
    const wk_cards *cards;
    int32_t ngroups, length;
    /* for each group (length of them at most): its letter, how many, its kinds and how many kinds */
    int32_t *letters, *needs, *options, *noptions;
    /* Supply.uses' real_from ([g * (WK_MAX_KINDS + 1) + o]) and lacking_after ([g]); its wild_kinds (nwilds of them) */
    int32_t *real_from, *lacking_after;
    int32_t wild_kinds[WK_MAX_KINDS], nwilds;
    int32_t left[WK_MAX_KINDS];
    wk_choice *chosen; /* each takes a letter or more: length at most */
    int32_t nchosen;
    /* the ways in the order found */
    wk_way *ways;
    int32_t *starts;
    wk_choice *choices;
    int64_t count, cap, start_cap, nchoices, choice_cap, steps;
    int failed;
} Lister;

static void *grown(void *data, int64_t *cap, int64_t need, size_t size)
{
    if (need <= *cap)
        return data;
    int64_t more = *cap ? *cap : 16;
    while (more < need)
        more *= 2;
    void *out = realloc(data, (size_t)more * size);
    if (out)
        *cap = more;
    return out;
}

/* finish: the way chosen so far, its packed counts, points and stolen cards */
static void finish(Lister *l)
{
    const wk_cards *c = l->cards;
    wk_key packed = {0, 0};
    int64_t letter_sum = 0;
    int32_t from_stolen = 0, suit = -2, one_suit = 1;
    for (int32_t j = 0; j < l->nchosen; j++) {
        const wk_choice *ch = &l->chosen[j];
        int32_t i = ch->kind;
        packed = k_add(packed, k_field(ch->take, i));
        letter_sum += (int64_t)ch->take * c->values[i];
        if (c->sources[i] == 0)
            from_stolen += ch->take;
        if (c->letters[i] != WK_WILD) { /* suits: one, and not None, for a word of one suit */
            if (c->suits[i] == -1 || (suit != -2 && suit != c->suits[i]))
                one_suit = 0;
            suit = c->suits[i];
        }
    }
    if (l->length >= c->nbonus) { /* the caller's table is too short: a malformed request */
        l->failed = -2;
        return;
    }
    int64_t bonus = c->bonus[l->length];
    int64_t points = letter_sum + bonus;
    if (one_suit)
        points = c->doubled ? (letter_sum + bonus) * c->multiplier : letter_sum * c->multiplier + bonus;
    wk_way *ways = grown(l->ways, &l->cap, l->count + 1, sizeof *ways);
    if (!ways) {
        l->failed = -1;
        return;
    }
    l->ways = ways;
    int32_t *starts = grown(l->starts, &l->start_cap, l->count + 2, sizeof *starts);
    if (!starts) {
        l->failed = -1;
        return;
    }
    l->starts = starts;
    wk_choice *choices = grown(l->choices, &l->choice_cap, l->nchoices + l->nchosen, sizeof *choices);
    if (!choices) {
        l->failed = -1;
        return;
    }
    l->choices = choices;
    wk_way way = {packed, (int32_t)points, from_stolen};
    ways[l->count] = way;
    starts[l->count] = (int32_t)l->nchoices;
    memcpy(choices + l->nchoices, l->chosen, sizeof *choices * (size_t)l->nchosen);
    l->nchoices += l->nchosen;
    l->count += 1;
    starts[l->count] = (int32_t)l->nchoices;
}

/* Supply.uses' can_lay: need letters of group g from its options o on, and every later group's, can be laid */
static int can_lay(const Lister *l, int32_t g, int32_t o, int32_t need)
{
    const wk_cards *c = l->cards;
    int32_t short_of = need - l->real_from[g * (WK_MAX_KINDS + 1) + o], wilds = 0;
    if (short_of < 0)
        short_of = 0;
    if (short_of) { /* the Wilds among the group's options from o on */
        int32_t here = 0;
        for (int32_t j = o; j < l->noptions[g]; j++) {
            int32_t i = l->options[g * WK_MAX_KINDS + j];
            if (c->letters[i] == WK_WILD)
                here += l->left[i];
        }
        if (short_of > here)
            return 0;
    }
    for (int32_t k = 0; k < l->nwilds; k++)
        wilds += l->left[l->wild_kinds[k]];
    return short_of + l->lacking_after[g] <= wilds;
}

/* spread: the cards of group g from its options o onwards for need letters */
static void spread(Lister *l, int32_t g, int32_t o, int32_t need)
{
    l->steps += 1;
    if (l->failed || !can_lay(l, g, o, need))
        return;
    if (need == 0) {
        if (g + 1 == l->ngroups)
            finish(l);
        else
            spread(l, g + 1, 0, l->needs[g + 1]);
        return;
    }
    if (o == l->noptions[g])
        return;
    int32_t i = l->options[g * WK_MAX_KINDS + o];
    for (int32_t take = need < l->left[i] ? need : l->left[i]; take >= 0; take--) {
        if (take) {
            l->left[i] -= take;
            wk_choice ch = {l->letters[g], i, take};
            l->chosen[l->nchosen++] = ch;
        }
        spread(l, g, o + 1, need - take);
        if (take) {
            l->nchosen -= 1;
            l->left[i] += take;
        }
    }
}

/* A stable sort of the ways' indices by points, best first (result.sort(key=lambda u: -u.points)). */
static void merge_sort(int32_t *order, int32_t *spare, int64_t n, const wk_way *ways)
{
    for (int64_t width = 1; width < n; width *= 2) {
        for (int64_t lo = 0; lo < n; lo += 2 * width) {
            int64_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            int64_t a = lo, b = mid, k = lo;
            while (a < mid && b < hi)
                spare[k++] = ways[order[b]].points > ways[order[a]].points ? order[b++] : order[a++];
            while (a < mid)
                spare[k++] = order[a++];
            while (b < hi)
                spare[k++] = order[b++];
        }
        memcpy(order, spare, sizeof *order * (size_t)n);
    }
}

void wk_list_free(wk_list *list)
{
    free(list->ways);
    free(list->split_ways);
    free(list->starts);
    free(list->split_index);
    free(list->choices);
    memset(list, 0, sizeof *list);
}

int wk_uses(const wk_cards *cards, const int32_t *word, int32_t length, int32_t need_stolen, wk_list *out)
{
    memset(out, 0, sizeof *out);
    if (length < 0)
        return -2;
    Lister *l = calloc(1, sizeof *l);
    size_t room = (size_t)length + 1;
    int32_t *groups = malloc(sizeof *groups * room * (5 + 2 * WK_MAX_KINDS));
    wk_choice *chosen = malloc(sizeof *chosen * room);
    if (!l || !groups || !chosen) {
        free(l);
        free(groups);
        free(chosen);
        return -1;
    }
    l->cards = cards;
    l->length = length;
    l->letters = groups;
    l->needs = groups + room;
    l->noptions = groups + 2 * room;
    l->options = groups + 3 * room;
    l->lacking_after = groups + (3 + WK_MAX_KINDS) * room;
    l->real_from = groups + (4 + WK_MAX_KINDS) * room;
    l->chosen = chosen;
    for (int32_t k = 0; k < length; k++) { /* groups = list(Counter(word).items()) */
        int32_t g = 0;
        while (g < l->ngroups && l->letters[g] != word[k])
            g++;
        if (g == l->ngroups) {
            l->letters[g] = word[k];
            l->needs[g] = 0;
            l->ngroups += 1;
        }
        l->needs[g] += 1;
    }
    for (int32_t g = 0; g < l->ngroups; g++) {
        l->noptions[g] = 0;
        for (int32_t i = 0; i < cards->nkinds; i++)
            if (cards->letters[i] == l->letters[g] || cards->letters[i] == WK_WILD)
                l->options[g * WK_MAX_KINDS + l->noptions[g]++] = i;
    }
    for (int32_t g = l->ngroups - 1; g >= 0; g--) { /* Supply.uses' real_from and lacking_after */
        int32_t *real = l->real_from + g * (WK_MAX_KINDS + 1);
        real[l->noptions[g]] = 0;
        for (int32_t o = l->noptions[g] - 1; o >= 0; o--) {
            int32_t i = l->options[g * WK_MAX_KINDS + o];
            real[o] = real[o + 1] + (cards->letters[i] == WK_WILD ? 0 : cards->counts[i]);
        }
        int32_t lacking = g + 1 < l->ngroups ? l->needs[g + 1] - l->real_from[(g + 1) * (WK_MAX_KINDS + 1)] : 0;
        l->lacking_after[g] = (g + 1 < l->ngroups ? l->lacking_after[g + 1] : 0) + (lacking > 0 ? lacking : 0);
    }
    for (int32_t i = 0; i < cards->nkinds; i++) {
        l->left[i] = cards->counts[i];
        if (cards->letters[i] == WK_WILD)
            l->wild_kinds[l->nwilds++] = i;
    }
    if (l->ngroups)
        spread(l, 0, 0, l->needs[0]);
    int rc = l->failed;
    int64_t n = l->count;
    out->steps = l->steps;
    out->nchoices = l->nchoices;
    out->choices = l->choices;
    if (rc == 0) {
        out->ways = malloc(sizeof *out->ways * (size_t)(n + 1));
        out->starts = malloc(sizeof *out->starts * (size_t)(n + 1));
        out->split_ways = malloc(sizeof *out->split_ways * (size_t)(n + 1));
        out->split_index = malloc(sizeof *out->split_index * (size_t)(n + 1));
        int32_t *order = malloc(sizeof *order * (size_t)(2 * n + 1));
        wk_choice *choices = malloc(sizeof *choices * (size_t)(l->nchoices + 1));
        if (!out->ways || !out->starts || !out->split_ways || !out->split_index || !order || !choices) {
            rc = -1;
        } else {
            for (int64_t i = 0; i < n; i++)
                order[i] = (int32_t)i;
            merge_sort(order, order + n, n, l->ways);
            int64_t at = 0;
            out->starts[0] = 0;
            for (int64_t i = 0; i < n; i++) { /* the ways in order, their choices in the same order */
                int32_t j = order[i];
                const wk_way *way = &l->ways[j];
                out->ways[i] = *way;
                int32_t from = l->starts[j], to = l->starts[j + 1];
                memcpy(choices + at, l->choices + from, sizeof *choices * (size_t)(to - from));
                at += to - from;
                out->starts[i + 1] = (int32_t)at;
                int32_t hand = length - way->stolen;
                if (need_stolen >= 0 && hand && (way->stolen || !need_stolen)) {
                    out->split_ways[out->nsplit] = *way;
                    out->split_index[out->nsplit++] = (int32_t)i;
                }
            }
            out->count = n;
        }
        free(out->choices);
        out->choices = choices;
        free(order);
    }
    free(l->ways);
    free(l->starts);
    free(groups);
    free(chosen);
    free(l);
    if (rc != 0)
        wk_list_free(out);
    return rc;
}

/* ----- Supply._search --------------------------------------------------------------------------------------- */

static inline int32_t k_get(wk_key a, int32_t kind) /* (a >> (BITS * kind)) & 31 */
{
    int shift = BITS * kind;
    uint64_t v;
    if (shift >= 64)
        v = a.hi >> (shift - 64);
    else if (shift > 64 - BITS)
        v = (a.lo >> shift) | (a.hi << (64 - shift));
    else
        v = a.lo >> shift;
    return (int32_t)(v & 31);
}

/* card_bounds.py's by_stolen: a word's ways by the stolen cards each holds, in an open-addressed table (slots a power
 * of two, at least twice the ways): head[slot] the first way holding keys[slot], next[i] the way after i holding the
 * same (ascending; -1: none), parts the slots in use (nparts of them, in the order first met). */
typedef struct {
    int64_t nslots;
    wk_key *keys;
    int32_t *head, *next, *parts;
    int32_t nparts;
} Groups;

static inline uint64_t key_hash(wk_key k)
{
    uint64_t h = k.lo * 0x9E3779B97F4A7C15ull ^ (k.hi + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return h ^ (h >> 29);
}

static int64_t slot_of(const Groups *g, wk_key key) /* the slot holding key, or the empty one where it would go */
{
    int64_t mask = g->nslots - 1, slot = (int64_t)(key_hash(key) & (uint64_t)mask);
    while (g->head[slot] >= 0 && !k_eq(g->keys[slot], key))
        slot = (slot + 1) & mask;
    return slot;
}

static int32_t first_holding(const Groups *g, wk_key key) /* the first way holding exactly key (-1: none) */
{
    return g->head[slot_of(g, key)];
}

static void groups_free(Groups *g)
{
    free(g->keys);
    free(g->head);
    free(g->next);
    free(g->parts);
    memset(g, 0, sizeof *g);
}

static int groups_of(Groups *g, const wk_way *ways, int64_t count, wk_key stolen_fields)
{
    memset(g, 0, sizeof *g);
    g->nslots = 4;
    while (g->nslots < 2 * count)
        g->nslots *= 2;
    g->keys = malloc(sizeof *g->keys * (size_t)g->nslots);
    g->head = malloc(sizeof *g->head * (size_t)g->nslots);
    g->next = malloc(sizeof *g->next * (size_t)count);
    g->parts = malloc(sizeof *g->parts * (size_t)count);
    int32_t *tail = malloc(sizeof *tail * (size_t)g->nslots); /* the last way of each slot so far */
    if (!g->keys || !g->head || !g->next || !g->parts || !tail) {
        free(tail);
        groups_free(g);
        return -1;
    }
    for (int64_t slot = 0; slot < g->nslots; slot++)
        g->head[slot] = -1;
    for (int64_t i = 0; i < count; i++) { /* ascending: each way goes after the last one holding its stolen cards */
        wk_key key = k_and(ways[i].packed, stolen_fields);
        int64_t slot = slot_of(g, key);
        g->next[i] = -1;
        if (g->head[slot] < 0) {
            g->keys[slot] = key;
            g->head[slot] = (int32_t)i;
            g->parts[g->nparts++] = (int32_t)slot;
        } else {
            g->next[tail[slot]] = (int32_t)i;
        }
        tail[slot] = (int32_t)i;
    }
    free(tail);
    return 0;
}

/* card_bounds.py's looked_up, as heapq.merge gives it: a min-heap of the next way of each part taken */
typedef struct {
    int32_t *items;
    int32_t count;
} Heap;

static void heap_push(Heap *h, int32_t index)
{
    int32_t at = h->count++;
    while (at > 0 && h->items[(at - 1) / 2] > index) {
        h->items[at] = h->items[(at - 1) / 2];
        at = (at - 1) / 2;
    }
    h->items[at] = index;
}

static int32_t merge_pop(Heap *h, const int32_t *next) /* the least way, its part's next one pushed (-1: none) */
{
    if (!h->count)
        return -1;
    int32_t top = h->items[0], after = next[top];
    int32_t moved = after >= 0 ? after : h->items[--h->count];
    int32_t at = 0;
    for (;;) {
        int32_t child = 2 * at + 1;
        if (child >= h->count)
            break;
        if (child + 1 < h->count && h->items[child + 1] < h->items[child])
            child++;
        if (h->items[child] >= moved)
            break;
        h->items[at] = h->items[child];
        at = child;
    }
    if (h->count)
        h->items[at] = moved;
    return top;
}

typedef struct {
    const wk_way *const *lists;
    const int64_t *counts;
    int32_t last;
    int32_t wild, wilds;     /* the stolen Wilds' kind (-1: none) and how many */
    double *exact, *upto;    /* card_bounds.py's Bounds: [v * (wilds + 1) + r] */
    wk_key *closed, *full;   /* [v] */
    Groups before, final;    /* the ways of the word before the last and of the last, by their stolen cards */
    Heap heap;               /* the word before the last's ways looked up (one such word is searched at a time) */
    wk_key limit, guard, stolen_fields, stolen_packed;
    int steal;
    double best;
    int32_t *pick, *best_pick;
    int found, failed; /* failed: out of memory */
    int64_t work;
} Searcher;

/* card_bounds.py's bounds: what the words from v on score laying exactly r (or r or fewer) of the stolen Wilds, and
 * the stolen kinds none of their ways holds, with those kinds' cards. */
static void search_bounds(Searcher *s, const wk_cards *cards, int32_t nwords)
{
    int32_t width = s->wilds + 1;
    double tops[WK_MAX_COUNT + 1];
    wk_key held = {0, 0};
    for (int32_t r = 0; r < width; r++)
        s->exact[nwords * width + r] = r ? -INFINITY : 0.0;
    s->closed[nwords] = s->stolen_fields;
    s->full[nwords] = s->stolen_packed;
    for (int32_t v = nwords - 1; v >= 0; v--) {
        for (int32_t r = 0; r < width; r++)
            tops[r] = -INFINITY;
        for (int64_t i = 0; i < s->counts[v]; i++) {
            const wk_way *way = &s->lists[v][i];
            held = k_or(held, way->packed);
            int32_t laid = s->wild >= 0 ? k_get(way->packed, s->wild) : 0;
            if (laid < width && (double)way->points > tops[laid])
                tops[laid] = (double)way->points;
        }
        for (int32_t r = 0; r < width; r++) {
            double most = -INFINITY;
            for (int32_t j = 0; j <= r; j++) {
                double sum = tops[j] + s->exact[(v + 1) * width + r - j];
                if (sum > most)
                    most = sum;
            }
            s->exact[v * width + r] = most;
        }
        wk_key fields = {0, 0};
        for (int32_t i = 0; i < cards->nkinds; i++)
            if (k_get(held, i))
                fields = k_add(fields, k_field(31, i));
        wk_key closed = {s->stolen_fields.lo & ~fields.lo, s->stolen_fields.hi & ~fields.hi};
        s->closed[v] = closed;
        s->full[v] = k_and(s->stolen_packed, closed);
    }
    for (int32_t v = 0; v <= nwords; v++) {
        double most = -INFINITY;
        for (int32_t r = 0; r < width; r++) {
            if (s->exact[v * width + r] > most)
                most = s->exact[v * width + r];
            s->upto[v * width + r] = most;
        }
    }
}

/* The first way of the word before the last that leaves the last word stolen cards one of its ways holds (the heap
 * of card_bounds.py's looked_up made for need), or -1. */
static int64_t look_up(Searcher *s, wk_key need)
{
    const Groups *mine = &s->before, *last = &s->final;
    s->heap.count = 0;
    if (mine->nparts <= last->nparts) {
        for (int32_t i = 0; i < mine->nparts; i++) {
            int32_t slot = mine->parts[i];
            if (first_holding(last, k_sub(need, mine->keys[slot])) >= 0)
                heap_push(&s->heap, mine->head[slot]);
        }
    } else {
        for (int32_t i = 0; i < last->nparts; i++) {
            int32_t first = first_holding(mine, k_sub(need, last->keys[last->parts[i]]));
            if (first >= 0)
                heap_push(&s->heap, first);
        }
    }
    return merge_pop(&s->heap, mine->next);
}

/* The tables the lookups of word w read, made when the search first reaches it (most searches stop at their first
 * word: its bound cannot reach the bar): 1, or 0 when out of memory (s->failed set). */
static int grouped(Searcher *s, int32_t w)
{
    if (!s->final.head && groups_of(&s->final, s->lists[s->last], s->counts[s->last], s->stolen_fields) < 0)
        return !(s->failed = 1);
    if (w == s->last || s->before.head)
        return 1;
    if (groups_of(&s->before, s->lists[w], s->counts[w], s->stolen_fields) < 0)
        return !(s->failed = 1);
    s->heap.items = malloc(sizeof *s->heap.items * (size_t)(s->before.nparts ? s->before.nparts : 1));
    return s->heap.items ? 1 : !(s->failed = 1);
}

static int64_t following(Searcher *s, int32_t w, int64_t index) /* the next way of word w the search looks at */
{
    if (!s->steal)
        return index + 1;
    if (w == s->last)
        return s->final.next[index];
    if (w == s->last - 1)
        return merge_pop(&s->heap, s->before.next);
    return index + 1;
}

static void search(Searcher *s, int32_t w, wk_key packed, int64_t points, int32_t left)
{
    const wk_way *ways = s->lists[w];
    int32_t width = s->wilds + 1;
    int64_t n = s->counts[w];
    double bound = s->upto[(w + 1) * width + left];
    wk_key need = k_sub(s->stolen_packed, k_and(packed, s->stolen_fields)); /* the stolen cards left to lay */
    int64_t index = 0; /* with nothing stolen, every way holds the same stolen cards (none): each in turn */
    if (s->steal && w >= s->last - 1) {
        if (!grouped(s, w))
            return;
        index = w == s->last ? first_holding(&s->final, need) : look_up(s, need);
    }
    for (; index >= 0 && index < n; index = following(s, w, index)) {
        s->work += 1; /* a way looked at */
        int64_t total = points + ways[index].points;
        if ((double)total + bound <= s->best)
            return; /* ways are sorted: none further can do better */
        wk_key p = k_add(packed, ways[index].packed);
        if (k_eq(k_and(k_sub(s->limit, p), s->guard), s->guard)) { /* the cards are there */
            int32_t rest = s->wild >= 0 ? left - k_get(ways[index].packed, s->wild) : 0;
            if ((double)total + s->exact[(w + 1) * width + rest] <= s->best)
                continue; /* the words after it cannot lay the stolen Wilds left and reach the bar */
            s->pick[w] = (int32_t)index;
            if (w < s->last) {
                if (k_eq(k_and(p, s->closed[w + 1]), s->full[w + 1])) /* no stolen card left no later word holds */
                    search(s, w + 1, p, total, rest);
                continue;
            }
            s->work += 1;
            if (k_eq(k_and(p, s->stolen_fields), s->stolen_packed) && (!s->steal || !k_eq(p, s->stolen_packed))) {
                s->best = (double)total;
                memcpy(s->best_pick, s->pick, sizeof *s->pick * (size_t)(s->last + 1));
                s->found = 1;
            }
        }
    }
}

int wk_search(const wk_cards *cards, const wk_way *const *lists, const int64_t *counts, int32_t nwords,
              double at_least, int32_t *pick, int64_t *points, int64_t *work)
{
    *work = 0;
    if (nwords < 1)
        return -2;
    for (int32_t w = 0; w < nwords; w++)
        if (counts[w] < 1 || !lists[w])
            return -2;
    Searcher s;
    memset(&s, 0, sizeof s);
    s.wild = -1;
    wk_key available = {0, 0}, guard = {0, 0}, stolen_fields = {0, 0};
    for (int32_t i = 0; i < cards->nkinds; i++) {
        available = k_add(available, k_field(cards->counts[i], i));
        guard = k_add(guard, k_field(16, i));
        if (cards->sources[i] == 0) {
            stolen_fields = k_add(stolen_fields, k_field(31, i));
            s.steal = 1;
            if (cards->letters[i] == WK_WILD && s.wild < 0) { /* Supply.stolen_wild */
                s.wild = i;
                s.wilds = cards->counts[i];
            }
        }
    }
    size_t rows = (size_t)(nwords + 1), width = (size_t)(s.wilds + 1);
    s.exact = malloc(sizeof *s.exact * rows * width);
    s.upto = malloc(sizeof *s.upto * rows * width);
    s.closed = malloc(sizeof *s.closed * rows);
    s.full = malloc(sizeof *s.full * rows);
    s.pick = malloc(sizeof *s.pick * (size_t)nwords);
    int rc = -1;
    if (s.exact && s.upto && s.closed && s.full && s.pick) {
        s.lists = lists;
        s.counts = counts;
        s.last = nwords - 1;
        s.limit = k_or(available, guard);
        s.guard = guard;
        s.stolen_fields = stolen_fields;
        s.stolen_packed = k_and(available, stolen_fields);
        s.best = at_least == -INFINITY ? -INFINITY : at_least - 1;
        s.best_pick = pick;
        search_bounds(&s, cards, nwords);
        wk_key zero = {0, 0};
        search(&s, 0, zero, 0, s.wilds);
        *work = s.work;
        *points = s.found ? (int64_t)s.best : 0;
        rc = s.failed ? -1 : s.found;
    }
    groups_free(&s.final);
    groups_free(&s.before);
    free(s.heap.items);
    free(s.exact);
    free(s.upto);
    free(s.closed);
    free(s.full);
    free(s.pick);
    return rc;
}

/* ----- a supply: the ways of the words listed so far (Supply._listing, Supply._forget) ------------------------ */

typedef struct {
    int32_t *word; /* its code points (length of them) */
    int32_t length;
    uint64_t hash;
    wk_list list;
} wk_entry;

struct wk_supply {
    int32_t *items; /* the cards' int32 array (cards.bonus points into it) */
    wk_cards cards;
    int32_t need_stolen;
    int64_t kept, generation;
    wk_entry *entries; /* in the order listed: count of them */
    int64_t count, cap;
    int64_t *slots; /* open addressing: an entry's index + 1, or 0; capacity a power of two */
    int64_t capacity;
    wk_entry *stale; /* entries forgotten during a call, freed at the next (their lists may still be read) */
    int64_t nstale, stale_cap;
};

static uint64_t hash_word(const int32_t *word, int32_t length)
{
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)length;
    for (int32_t i = 0; i < length; i++)
        h = (h ^ (uint32_t)word[i]) * 1099511628211ULL;
    return h ^ (h >> 29);
}

static void entry_free(wk_entry *e)
{
    free(e->word);
    wk_list_free(&e->list);
}

static void free_stale(wk_supply *s)
{
    for (int64_t i = 0; i < s->nstale; i++)
        entry_free(&s->stale[i]);
    s->nstale = 0;
}

/* Supply._forget: every word forgotten (kept aside until the next call: the caller may still read their ways). */
static int forget(wk_supply *s)
{
    wk_entry *stale = grown(s->stale, &s->stale_cap, s->nstale + s->count, sizeof *stale);
    if (!stale)
        return -1;
    s->stale = stale;
    memcpy(stale + s->nstale, s->entries, sizeof *stale * (size_t)s->count);
    s->nstale += s->count;
    s->count = 0;
    if (s->slots)
        memset(s->slots, 0, sizeof *s->slots * (size_t)s->capacity);
    s->generation += 1;
    return 0;
}

wk_supply *wk_supply_new(const int32_t *items, int64_t size, int32_t need_stolen, int64_t kept, int *status)
{
    *status = -2;
    if (size < 4 || (need_stolen != 0 && need_stolen != 1) || kept < 1)
        return NULL;
    wk_supply *s = calloc(1, sizeof *s);
    int32_t *copy = malloc(sizeof *copy * (size_t)size);
    if (!s || !copy) {
        free(s);
        free(copy);
        *status = -1;
        return NULL;
    }
    memcpy(copy, items, sizeof *copy * (size_t)size);
    s->items = copy;
    if (wk_cards_of(copy, size, &s->cards) < 0) {
        free(copy);
        free(s);
        return NULL;
    }
    s->need_stolen = need_stolen;
    s->kept = kept;
    *status = 0;
    return s;
}

void wk_supply_free(wk_supply *s)
{
    if (!s)
        return;
    free_stale(s);
    for (int64_t i = 0; i < s->count; i++)
        entry_free(&s->entries[i]);
    free(s->entries);
    free(s->slots);
    free(s->stale);
    free(s->items);
    free(s);
}

int64_t wk_supply_generation(const wk_supply *s) { return s->generation; }

static int64_t slot_of_word(const wk_supply *s, const int32_t *word, int32_t length, uint64_t h)
{
    uint64_t mask = (uint64_t)s->capacity - 1;
    for (uint64_t at = h & mask;; at = (at + 1) & mask) {
        int64_t e = s->slots[at];
        if (!e)
            return (int64_t)at;
        const wk_entry *entry = &s->entries[e - 1];
        if (entry->hash == h && entry->length == length
            && !memcmp(entry->word, word, sizeof *word * (size_t)length))
            return (int64_t)at;
    }
}

static int rehash(wk_supply *s, int64_t capacity)
{
    int64_t *slots = calloc((size_t)capacity, sizeof *slots);
    if (!slots)
        return -1;
    free(s->slots);
    s->slots = slots;
    s->capacity = capacity;
    for (int64_t i = 0; i < s->count; i++) {
        uint64_t mask = (uint64_t)capacity - 1, at = s->entries[i].hash & mask;
        while (slots[at])
            at = (at + 1) & mask;
        slots[at] = i + 1;
    }
    return 0;
}

/* Supply._listing of the word: its entry (listed when new, forgetting every word first when kept are held). */
static int ways_of(wk_supply *s, const int32_t *word, int32_t length, const wk_list **list, int64_t *steps)
{
    *steps = 0;
    uint64_t h = hash_word(word, length);
    if (s->capacity) {
        int64_t e = s->slots[slot_of_word(s, word, length, h)];
        if (e) {
            *list = &s->entries[e - 1].list;
            return 0;
        }
    }
    if (s->count >= s->kept && forget(s) < 0)
        return -1;
    if (2 * (s->count + 1) > s->capacity && rehash(s, s->capacity ? 2 * s->capacity : 64) < 0)
        return -1;
    wk_entry *entries = grown(s->entries, &s->cap, s->count + 1, sizeof *entries);
    if (!entries)
        return -1;
    s->entries = entries;
    wk_entry *e = &entries[s->count];
    e->word = malloc(sizeof *word * (size_t)(length + 1));
    if (!e->word)
        return -1;
    memcpy(e->word, word, sizeof *word * (size_t)length);
    e->length = length;
    e->hash = h;
    int rc = wk_uses(&s->cards, word, length, s->need_stolen, &e->list);
    if (rc < 0) {
        free(e->word);
        return rc;
    }
    s->slots[slot_of_word(s, word, length, h)] = ++s->count;
    *steps = e->list.steps;
    *list = &e->list;
    return 0;
}

int wk_supply_ways(wk_supply *s, const int32_t *word, int32_t length, const wk_list **list, int64_t *steps)
{
    free_stale(s);
    if (length < 0)
        return -2;
    return ways_of(s, word, length, list, steps);
}

int wk_supply_points(wk_supply *s, const int32_t *letters, const int32_t *lengths, int32_t nwords, double at_least,
                     int64_t *points, int64_t *work)
{
    free_stale(s);
    *work = 0;
    *points = 0;
    if (nwords < 1 || nwords > 64)
        return -2;
    const wk_way *lists[64];
    int64_t counts[64];
    int32_t pick[64];
    int split = nwords > 1;
    for (int32_t w = 0; w < nwords; w++) { /* Supply._pick: each word's ways where it stands, until one has none */
        const wk_list *list;
        int64_t steps;
        if (lengths[w] < 0)
            return -2;
        int rc = ways_of(s, letters, lengths[w], &list, &steps);
        if (rc < 0)
            return rc;
        *work += steps;
        letters += lengths[w];
        lists[w] = split ? list->split_ways : list->ways;
        counts[w] = split ? list->nsplit : list->count;
        if (!counts[w])
            return 0;
    }
    int64_t searched;
    int rc = wk_search(&s->cards, lists, counts, nwords, at_least, pick, points, &searched);
    *work += searched;
    return rc;
}
