"""Simplified Chinese vocabulary for describing situations: perception verbs, times, counts, action verbs.

Why this exists: an ``observation`` describes what happened ("今天早上我看到…", "你出去玩不带我",
"过去一个月你给父母打过一次电话"). Without a segmenter the analyzer spots such clauses by a perception verb, a
time or count, a "…的时候" clause, quoted words, or a person followed by an action verb.
"""

from __future__ import annotations

from ._parse import words

PERCEPTION_VERBS_ZH: tuple[str, ...] = words(
    """
    看到, 看见, 听到, 听见, 注意到, 发现, 读到, 收到, 接到, 见到, 瞧见, 闻到, 碰到, 遇到, 回到家, 到家, 进门,
    走进, 打开, 查了, 数了, 记得
    """
)

TIME_WORDS_ZH: tuple[str, ...] = words(
    """
    今天, 昨天, 前天, 今早, 今晚, 昨晚, 昨夜, 早上, 上午, 中午, 下午, 傍晚, 晚上, 半夜, 凌晨, 刚才, 刚刚, 上周,
    这周, 本周, 上星期, 这星期, 上个星期, 这个星期, 上个月, 这个月, 本月, 去年, 今年, 过去, 周一, 周二, 周三,
    周四, 周五, 周六, 周日, 周末, 星期一, 星期二, 星期三, 星期四, 星期五, 星期六, 星期天, 星期日, 点钟, 午饭,
    晚饭, 早饭, 开会时, 会上, 聚会上, 饭桌上, 电话里, 那天, 那次, 上次, 这次, 刚, 之前, 前几天, 最近三次
    """
)

# Regex fragments for counts and clock times ("五次", "两个小时", "11点", "二十分钟").
NUMERAL_CLASS_ZH = "[0-9一二两三四五六七八九十百几半]"
NUMERAL_RUN_ZH = f"(?<!{NUMERAL_CLASS_ZH}){NUMERAL_CLASS_ZH}++"
"""A whole run of numerals, read once from its start: a search tries it at the run's first character only, so a long
run with no unit after it (八八八…) costs linear time, not quadratic."""
COUNT_UNITS_ZH: tuple[str, ...] = words(
    """
    次, 遍, 回, 天, 个小时, 小时, 分钟, 周, 个星期, 星期, 个月, 年, 点, 点半, 顿, 条, 个电话, 个消息, 条消息,
    封, 杯, 件, 本, 张, 块, 元, 块钱, 月, 号, 日
    """
)

# Action verbs that, after a person (你/他/她/我…), describe behaviour rather than a trait.
ACTION_VERBS_ZH: tuple[str, ...] = words(
    """
    出去, 出门, 回家, 回来, 离开, 走了, 走开, 来, 去, 说, 讲, 问, 喊, 叫, 骂, 吼, 打, 摔, 扔, 放, 拿, 买, 卖,
    付, 花, 吃, 喝, 玩, 带, 看, 听, 写, 发, 回, 关, 开, 挂, 迟到, 到, 坐, 站, 躺, 睡, 起床, 洗, 做, 用, 借, 还,
    留, 忘, 忘记, 答应, 取消, 改, 换, 穿, 碰, 推, 拉, 拒绝, 接, 送, 等, 给, 把, 不带, 挂断, 打断, 插嘴, 不回,
    不接, 翻白眼, 叹气, 转身, 关门, 摔门, 玩手机, 看手机, 刷手机, 打游戏, 加班, 上班, 下班, 提前, 推迟, 约, 请,
    帮, 陪, 拖, 扫, 擦, 收拾, 整理, 打扫, 洗碗, 做饭, 买单, 付钱, 请客, 结账, 发消息, 打电话, 回复, 回消息,
    已读, 不回, 没回, 删, 拉黑, 笑, 哭, 离席, 退出, 加入, 搬, 开车, 停车, 锁, 提到, 提起, 告诉, 通知, 安排,
    决定, 同意, 答复, 交, 提交, 完成, 做完, 写完, 看完, 计划, 讨论, 商量, 邀请, 叫上, 约好, 订, 预订, 搬, 搬走,
    搬去, 分手, 结婚, 辞职, 请假, 转发, 转账, 还钱, 借钱, 抽烟, 喝酒, 熬夜, 大声, 吼叫, 哭了, 笑了, 骂了, 评论,
    批评, 点赞, 拉着, 抱, 亲, 咬, 踢, 拍, 敲, 按, 挤, 超车, 闯红灯, 插队, 占, 拿走, 丢
    """
)

# Clause endings that mark a time clause ("你出门的时候", "开会时").
TIME_CLAUSE_MARKERS_ZH: tuple[str, ...] = words(
    """
    的时候, 时候, 之后, 以后, 之前, 以前, 那天, 那次
    """
)

SUBJECTS_ZH: tuple[str, ...] = words(
    """
    你们, 你, 他们, 她们, 他, 她, 我们, 我, 咱们, 大家, 老板, 同事, 孩子, 儿子, 女儿, 老公, 老婆, 丈夫, 妻子,
    妈妈, 爸爸, 室友, 朋友, 经理, 老师, 同学
    """
)
