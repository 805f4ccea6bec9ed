/*
 * Written for Imprint's highlighting tests by the Imprint team. Modelled on the small terminal
 * programs of "build your own text editor" blog series: a pager that puts the terminal in raw
 * mode, reads arrow keys from escape sequences and redraws the screen with VT100 codes.
 */

#define _DEFAULT_SOURCE
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#define PAGER_VERSION "0.3.1"
#define CTRL_KEY(k) ((k) & 0x1f)
#define MAX_LINES 65536

enum key {
    KEY_UP = 1000,
    KEY_DOWN,
    KEY_PAGE_UP,
    KEY_PAGE_DOWN,
    KEY_HOME,
    KEY_END
};

struct buffer {
    char *data;
    size_t length;
};

struct pager {
    int rows;
    int columns;
    int top;
    int count;
    char *lines[MAX_LINES];
    struct termios saved;
};

static struct pager P;

static void fail(const char *what) {
    write(STDOUT_FILENO, "\x1b[2J\x1b[H", 7);
    perror(what);
    exit(EXIT_FAILURE);
}

static void restore_terminal(void) {
    if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &P.saved) == -1) {
        fail("tcsetattr");
    }
}

static void enter_raw_mode(void) {
    if (tcgetattr(STDIN_FILENO, &P.saved) == -1) fail("tcgetattr");
    atexit(restore_terminal);

    struct termios raw = P.saved;
    raw.c_iflag &= ~(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
    raw.c_oflag &= ~(OPOST);
    raw.c_cflag |= CS8;
    raw.c_lflag &= ~(ECHO | ICANON | IEXTEN | ISIG);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 1; /* tenths of a second */

    if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == -1) fail("tcsetattr");
}

static int read_key(void) {
    char c;
    ssize_t n;
    while ((n = read(STDIN_FILENO, &c, 1)) != 1) {
        if (n == -1 && errno != EAGAIN) fail("read");
    }
    if (c != '\x1b') return c;

    char seq[3];
    if (read(STDIN_FILENO, &seq[0], 1) != 1 || read(STDIN_FILENO, &seq[1], 1) != 1) return '\x1b';
    if (seq[0] == '[' && isdigit((unsigned char)seq[1])) {
        if (read(STDIN_FILENO, &seq[2], 1) != 1 || seq[2] != '~') return '\x1b';
        switch (seq[1]) {
        case '1': case '7': return KEY_HOME;
        case '4': case '8': return KEY_END;
        case '5': return KEY_PAGE_UP;
        case '6': return KEY_PAGE_DOWN;
        }
    } else if (seq[0] == '[') {
        switch (seq[1]) {
        case 'A': return KEY_UP;
        case 'B': return KEY_DOWN;
        case 'H': return KEY_HOME;
        case 'F': return KEY_END;
        }
    }
    return '\x1b';
}

static int window_size(int *rows, int *columns) {
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == -1 || ws.ws_col == 0) {
        return -1;
    }
    *columns = ws.ws_col;
    *rows = ws.ws_row;
    return 0;
}

static void append(struct buffer *b, const char *text, size_t length) {
    char *grown = realloc(b->data, b->length + length);
    if (grown == NULL) fail("realloc");
    memcpy(&grown[b->length], text, length);
    b->data = grown;
    b->length += length;
}

static void draw(void) {
    struct buffer frame = {NULL, 0};
    append(&frame, "\x1b[?25l\x1b[H", 10);
    for (int y = 0; y < P.rows - 1; y++) {
        int index = P.top + y;
        if (index < P.count) {
            size_t length = strlen(P.lines[index]);
            append(&frame, P.lines[index], length > (size_t)P.columns ? (size_t)P.columns : length);
        } else {
            append(&frame, "~", 1);
        }
        append(&frame, "\x1b[K\r\n", 5);
    }
    char status[80];
    int width = snprintf(status, sizeof status, "\x1b[7m pager %s | line %d of %d \x1b[m",
                         PAGER_VERSION, P.top + 1, P.count);
    append(&frame, status, width < 0 ? 0 : (size_t)width);
    write(STDOUT_FILENO, frame.data, frame.length);
    free(frame.data);
}

static void load(FILE *file) {
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    while (P.count < MAX_LINES && (length = getline(&line, &capacity, file)) != -1) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
        P.lines[P.count++] = strdup(line);
    }
    free(line);
}

int main(int argc, char *argv[]) {
    FILE *file = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (!file) fail(argv[1]);
    load(file);
    enter_raw_mode();
    if (window_size(&P.rows, &P.columns) == -1) fail("window_size");

    for (;;) {
        draw();
        int page = P.rows - 1;
        switch (read_key()) {
        case CTRL_KEY('q'): case 'q':
            write(STDOUT_FILENO, "\x1b[2J\x1b[H\x1b[?25h", 13);
            return 0;
        case KEY_UP: if (P.top > 0) P.top--; break;
        case KEY_DOWN: if (P.top + page < P.count) P.top++; break;
        case KEY_PAGE_UP: P.top = P.top > page ? P.top - page : 0; break;
        case KEY_PAGE_DOWN: P.top = P.top + 2 * page < P.count ? P.top + page : P.count - page; break;
        case KEY_HOME: P.top = 0; break;
        case KEY_END: P.top = P.count > page ? P.count - page : 0; break;
        }
        if (P.top < 0) P.top = 0;
    }
}
