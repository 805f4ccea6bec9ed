import Foundation
print(Date())
