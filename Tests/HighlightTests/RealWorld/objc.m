// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Objective-C an
// indie iOS developer's blog showed around 2013: a UIKit table view controller that loads a JSON
// feed, and an AFNetworking-style error helper written as a plain C function.

#import <UIKit/UIKit.h>
#import "FeedItem.h"

NS_ASSUME_NONNULL_BEGIN

static NSString * const FeedCellIdentifier = @"FeedCell";
static NSString * const FeedErrorDomain = @"com.example.feed.error";
static const NSTimeInterval FeedRequestTimeout = 15.0;

typedef NS_ENUM(NSInteger, FeedSection) {
    FeedSectionPinned = 0,
    FeedSectionRecent,
    FeedSectionCount
};

typedef void (^FeedCompletion)(NSArray<FeedItem *> * _Nullable items, NSError * _Nullable error);

#pragma mark - Errors

static NSError * AFErrorWithUnderlyingError(NSError *error, NSError *underlyingError) {
    if (!error) {
        return underlyingError;
    }
    if (!underlyingError || error.userInfo[NSUnderlyingErrorKey]) {
        return error;
    }
    NSMutableDictionary *mutableUserInfo = [error.userInfo mutableCopy];
    mutableUserInfo[NSUnderlyingErrorKey] = underlyingError;
    return [[NSError alloc] initWithDomain:error.domain code:error.code userInfo:mutableUserInfo];
}

static BOOL FeedResponseIsAcceptable(NSHTTPURLResponse *response, NSError * __autoreleasing *error) {
    NSIndexSet *acceptable = [NSIndexSet indexSetWithIndexesInRange:NSMakeRange(200, 100)];
    if ([acceptable containsIndex:(NSUInteger)response.statusCode]) {
        return YES;
    }
    if (error) {
        NSString *reason = [NSHTTPURLResponse localizedStringForStatusCode:response.statusCode];
        *error = [NSError errorWithDomain:FeedErrorDomain
                                     code:NSURLErrorBadServerResponse
                                 userInfo:@{NSLocalizedDescriptionKey: reason, @"status": @(response.statusCode)}];
    }
    return NO;
}

static NSString *FeedCacheKey(NSURL *url) {
    CFStringRef path = (__bridge CFStringRef)url.path;
    CFIndex length = CFStringGetLength(path);
    return length > 0 ? [(__bridge NSString *)path lowercaseString] : @"/";
}

@interface FeedViewController : UITableViewController <UITableViewDataSource, UITableViewDelegate>

@property (nonatomic, copy, readonly) NSURL *feedURL;
@property (nonatomic, strong) NSArray<FeedItem *> *items;
@property (nonatomic, copy, nullable) FeedCompletion completion;
@property (nonatomic, assign, getter=isLoading) BOOL loading;
@property (nonatomic, weak) id<UIScrollViewDelegate> scrollDelegate;

- (instancetype)initWithFeedURL:(NSURL *)feedURL NS_DESIGNATED_INITIALIZER;
+ (NSURLSession *)sharedSession;

@end

@implementation FeedViewController {
    NSURLSessionDataTask *_task;
    NSCache<NSString *, UIImage *> *_thumbnails;
}

+ (NSURLSession *)sharedSession {
    static NSURLSession *session = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        NSURLSessionConfiguration *configuration = [NSURLSessionConfiguration defaultSessionConfiguration];
        configuration.timeoutIntervalForRequest = FeedRequestTimeout;
        configuration.requestCachePolicy = NSURLRequestReturnCacheDataElseLoad;
        session = [NSURLSession sessionWithConfiguration:configuration];
    });
    return session;
}

- (instancetype)initWithFeedURL:(NSURL *)feedURL {
    self = [super initWithStyle:UITableViewStyleInsetGrouped];
    if (self) {
        _feedURL = [feedURL copy];
        _items = @[];
        _thumbnails = [[NSCache alloc] init];
        _thumbnails.countLimit = 200;
    }
    return self;
}

- (instancetype)initWithStyle:(UITableViewStyle)style {
    @throw [NSException exceptionWithName:NSInternalInconsistencyException
                                   reason:@"Use -initWithFeedURL: instead"
                                 userInfo:nil];
}

#pragma mark - View lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Feed", nil);
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:FeedCellIdentifier];
    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(reload:) forControlEvents:UIControlEventValueChanged];
    [self reload:nil];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [_task cancel];
}

#pragma mark - Loading

- (IBAction)reload:(nullable id)sender {
    if (self.isLoading) {
        return;
    }
    self.loading = YES;
    __weak typeof(self) weakSelf = self;
    NSURLRequest *request = [NSURLRequest requestWithURL:self.feedURL];
    _task = [[[self class] sharedSession] dataTaskWithRequest:request
                                            completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) {
            return;
        }
        NSError *validationError = nil;
        NSArray<FeedItem *> *items = nil;
        if (!error && FeedResponseIsAcceptable((NSHTTPURLResponse *)response, &validationError)) {
            NSError *parseError = nil;
            id JSON = [NSJSONSerialization JSONObjectWithData:data options:0 error:&parseError];
            items = [FeedItem itemsFromJSON:JSON cacheKey:FeedCacheKey(response.URL)];
            error = AFErrorWithUnderlyingError(parseError, validationError);
        } else {
            error = AFErrorWithUnderlyingError(error, validationError);
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            [strongSelf finishLoadingItems:items error:error];
        });
    }];
    [_task resume];
}

- (void)finishLoadingItems:(nullable NSArray<FeedItem *> *)items error:(nullable NSError *)error {
    self.loading = NO;
    [self.refreshControl endRefreshing];
    if (items.count > 0) {
        self.items = items;
        [self.tableView reloadData];
    }
    if (self.completion) {
        self.completion(items, error);
    }
}

#pragma mark - UITableViewDataSource

- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
    return FeedSectionCount;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    NSPredicate *pinned = [NSPredicate predicateWithFormat:@"isPinned == %@", @(section == FeedSectionPinned)];
    return (NSInteger)[self.items filteredArrayUsingPredicate:pinned].count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    __kindof UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:FeedCellIdentifier
                                                                     forIndexPath:indexPath];
    FeedItem *item = self.items[(NSUInteger)indexPath.row];
    cell.textLabel.text = item.title;
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%@ \u2022 %ld comments", item.author, (long)item.commentCount];
    cell.imageView.image = [_thumbnails objectForKey:item.identifier] ?: [UIImage systemImageNamed:@"photo"];
    cell.accessoryType = item.isRead ? UITableViewCellAccessoryNone : UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    FeedItem *item = self.items[(NSUInteger)indexPath.row];
    NSDictionary<NSString *, id> *options = @{UIApplicationOpenURLOptionUniversalLinksOnly: @NO};
    [[UIApplication sharedApplication] openURL:item.URL options:options completionHandler:nil];
}

@end

NS_ASSUME_NONNULL_END
