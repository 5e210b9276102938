#include "LibFuzzerDriver.h"
