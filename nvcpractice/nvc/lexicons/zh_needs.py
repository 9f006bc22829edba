"""Simplified Chinese universal needs (需要), after the CNVC needs inventory, grouped by category.

Why this exists: "我需要整洁" names a need, "我需要你…" or "我需要一部新手机" a strategy. These lists decide which
words count as needs in Chinese and feed the UI need pickers through ``needs_list``.
"""

from __future__ import annotations

from ._parse import words

# Category keys are the same stable ids as in English; CATEGORY_NAMES_ZH gives their Chinese display names.
CATEGORY_NAMES_ZH: dict[str, str] = {
    "connection": "连接",
    "physical wellbeing": "身体健康",
    "honesty": "诚实",
    "play": "玩耍",
    "peace": "平静",
    "autonomy": "自主",
    "meaning": "意义",
    "safety and reliability": "安全与可靠",
    "fairness": "公平",
}

NEEDS_BY_CATEGORY: dict[str, tuple[str, ...]] = {
    "connection": words(
        """
        接纳, 关爱, 欣赏, 归属, 合作, 沟通, 亲近, 社群, 陪伴, 同情, 体谅, 一致, 同理, 包容, 亲密, 爱, 相互,
        滋养, 尊重, 自尊, 支持, 了解与被了解, 看见与被看见, 理解与被理解, 信任, 温暖, 被倾听, 被看见, 被理解,
        被重视
        """
    ),
    "physical wellbeing": words(
        """
        空气, 食物, 运动, 休息, 睡眠, 性表达, 安全, 住所, 身体接触, 水, 健康, 舒适
        """
    ),
    "honesty": words(
        """
        真诚, 正直, 真实, 坦诚, 透明, 临在
        """
    ),
    "play": ("喜悦", "幽默", "乐趣", "轻松", "玩耍"),
    "peace": words(
        """
        美, 和谐, 平等, 灵感, 秩序, 整洁, 安宁, 宁静, 平和, 放松, 可预期, 稳定
        """
    ),
    "autonomy": words(
        """
        选择, 自由, 独立, 空间, 自发, 隐私, 独处
        """
    ),
    "meaning": words(
        """
        觉察, 庆祝生命, 挑战, 清晰, 能力, 贡献, 创造, 发现, 效能, 成长, 希望, 学习, 哀悼, 参与, 目标, 自我表达,
        激励, 意义, 成就感
        """
    ),
    "safety and reliability": words(
        """
        安全感, 可靠, 稳定, 确定, 保护, 安心, 放心, 守信, 准时
        """
    ),
    "fairness": words(
        """
        公平, 公正, 平等, 互惠, 平衡, 认可, 肯定
        """
    ),
}

# Further words that name needs.
EXTRA_NEEDS_ZH: tuple[str, ...] = words(
    """
    尊重, 休息, 安全, 理解, 陪伴, 可靠, 被倾听, 倾听, 被听见, 被听到, 被看见, 被看到, 被理解, 被尊重, 被重视,
    被接纳, 被认可, 被欣赏, 被关心, 被爱, 被信任, 被支持, 被需要, 被包容, 被在乎, 被关注, 被肯定, 被善待,
    被公平对待, 被照顾, 亲近, 亲密, 连接, 联结, 连结, 归属, 归属感, 接纳, 认可, 欣赏, 感激, 关心, 关爱, 爱,
    温暖, 支持, 帮助, 帮忙, 合作, 协作, 沟通, 交流, 体谅, 体贴, 考虑, 同理心, 共情, 信任, 包容, 公平, 公正,
    平等, 正义, 秩序, 整洁, 干净, 清洁, 有序, 条理, 井井有条, 稳定, 一致, 确定, 确定性, 可预期, 可预测, 清晰,
    清楚, 明确, 透明, 诚实, 真诚, 真实, 正直, 坦诚, 自由, 自主, 选择, 独立, 空间, 个人空间, 隐私, 独处, 平静,
    宁静, 安静, 清静, 和谐, 和平, 轻松, 放松, 自在, 舒适, 玩耍, 乐趣, 快乐, 幽默, 娱乐, 享受, 意义, 目标, 贡献,
    成长, 学习, 挑战, 创造, 创造力, 效率, 效能, 能力, 胜任, 成就, 成就感, 价值, 价值感, 参与, 参与感, 自我表达,
    表达, 希望, 鼓励, 认同, 肯定, 关注, 重视, 照顾, 健康, 运动, 睡眠, 食物, 身体接触, 拥抱, 安慰, 慰藉, 安心,
    放心, 信心, 尊严, 自尊, 平衡, 休闲, 美, 灵感, 和睦, 团结, 社群, 友谊, 友情, 亲情, 互相尊重, 相互尊重, 互惠,
    守信, 准时, 喘息, 喘口气, 独处的时间, 一个人的时间, 属于自己的时间, 自己的时间, 时间休息, 安全感, 掌控感,
    确定感, 存在感, 被在意, 在意, 关怀, 呵护, 分担, 共同承担, 分工, 公平分工, 相互支持, 相互理解, 默契, 亲密感,
    连接感, 归属感, 成就感, 意义感, 踏实感, 秩序感, 自由感, 空间感, 被公平对待, 公平对待, 理解和支持,
    支持和理解, 尊重和理解, 一些空间, 一点空间, 安宁, 联系, 保持联系, 互动, 回应, 被回应, 关注, 陪伴和支持,
    参与感, 话语权, 发言权, 休息时间, 睡觉, 好好休息, 喘息的空间
    """
)

# How someone wishes things to go, read as a need only inside their wish (想要上班的时候能专心, 希望大家都和和气气):
# the Chinese form of "wanting things to go smoothly".
WISHED_STATES_ZH: tuple[str, ...] = words(
    """
    顺利, 顺畅, 顺心, 顺顺当当, 踏实, 安稳, 稳当, 稳妥, 有底, 心里有数, 有数, 准确, 精确, 靠谱, 专心, 专注, 认真,
    用心, 和气, 融洽, 和睦, 热闹, 好玩, 开心, 愉快, 高兴, 轻松, 自在, 舒服, 舒心, 省心, 放心, 安心, 清楚, 明白,
    透明, 公平, 公道, 有序, 整齐, 干净, 安静, 清净, 准时, 守时, 高效, 稳定, 体面, 平安, 健康, 太平, 一碗水端平
    """
)

# The acts that meet rest and space, read as a need only inside a wish (想好好歇会儿, 想一个人静一静): the verb form
# of 休息 and 空间.
WISHED_RESTS_ZH: tuple[str, ...] = words(
    """
    歇, 歇歇, 歇会儿, 歇一会儿, 歇口气, 喘口气, 缓一缓, 缓缓, 缓口气, 静一静, 静静, 透透气, 放空, 睡个好觉, 补觉,
    清静一会儿, 一个人待会儿, 一个人待着
    """
)

# Words between the need verb and the need ("我需要一些空间", "我渴望得到理解").
NEED_FILLERS: tuple[str, ...] = words(
    """
    一些, 一点, 一点儿, 更多, 更多的, 多一点, 多一些, 多些, 有, 得到, 获得, 拥有, 能有, 能够有, 能得到, 多点,
    些, 点, 的是, 是, 很多, 足够的, 足够, 一份, 一种, 某种, 真正的, 彼此的, 相互的, 互相, 被人, 感到, 感觉到,
    感受到, 体验到, 一个, 能, 能够, 可以
    """
)
